/** Feature flags of spec §9: which optional parts of the product are switched on. */
export const FEATURE_FLAGS = {
  acumatica: true,
  businessCentral: true,
  financialInstitution: true,
  cdr: false,
  unlinkFleetAndTruckDrivers: false,
  mobileCountryCode: false,
} as const;
export type FeatureFlag = keyof typeof FEATURE_FLAGS;

export function isFeatureOn(flag: FeatureFlag, flags: Record<FeatureFlag, boolean> = FEATURE_FLAGS): boolean {
  return flags[flag];
}
