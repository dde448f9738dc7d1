/** The product's name and the names derived from it: the one place the name is spelled. */
export const PRODUCT_NAME = 'Payloft';
export const COMPANY_NAME = `${PRODUCT_NAME} Inc.`;
const lowerName = PRODUCT_NAME.charAt(0).toLowerCase() + PRODUCT_NAME.slice(1);
/** `payloftAdmin`: the platform administrator's role. */
export const ADMIN_ROLE = `${lowerName}Admin` as const;
/** `isPayloftAdmin`: spec §3's flag on a user, true only for the platform administrator (decision 028). */
export const ADMIN_FLAG = `is${PRODUCT_NAME}Admin` as const;
/** `/setup/payloft-api-keys`. */
export const API_KEYS_PATH = `/setup/${lowerName}-api-keys`;
export const SUPPORT_NAME = `${PRODUCT_NAME} Support`;
/** How a business's payments go when it connected no bank API of its own (decision 078). */
export const PAYLOFT_BANK = `${PRODUCT_NAME}'s bank`;
