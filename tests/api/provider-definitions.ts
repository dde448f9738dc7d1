/**
 * Checks JSON against the providers' own definitions rather than our sandbox: Xero's Accounting models as its SDK
 * xero-node ships them (generated from Xero's OpenAPI document: each model's attribute map of JSON names and types,
 * enums as value sets). Every field must be one the definition declares, with the declared type.
 */
import * as xero from 'xero-node/dist/gen/model/accounting/models';

type Attribute = { name: string; baseName: string; type: string };
type Model = { getAttributeTypeMap(): Attribute[] };

const models = xero as unknown as Record<string, unknown>;

function modelOf(name: string): Model | null {
  const found = models[name] as Partial<Model> | undefined;
  return typeof found?.getAttributeTypeMap === 'function' ? (found as Model) : null;
}

/** An enum named like `Account.StatusEnum` (nested in its model) or `AccountType` (on its own): its allowed values. */
function enumOf(name: string): unknown[] | null {
  const [outer, inner] = name.split('.');
  const holder = models[outer!] as Record<string, unknown> | undefined;
  const values = inner ? (holder?.[inner] as Record<string, unknown> | undefined) : holder;
  if (!values || typeof values !== 'object' || modelOf(name)) return null;
  return Object.values(values);
}

/** Xero's JSON dates: `/Date(ms+0000)/` or ISO 8601. */
const XERO_DATE = /^(\/Date\(-?\d+([+-]\d{4})?\)\/|\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?)$/;

/** Where `value` departs from the Xero model `type` (a model name, an enum, `Array<…>` or a primitive); empty when it fits. */
export function xeroProblems(type: string, value: unknown, at: string = type): string[] {
  if (value === null || value === undefined) return [];
  const array = /^Array<(.+)>$/.exec(type);
  if (array) return Array.isArray(value) ? value.flatMap((v, i) => xeroProblems(array[1]!, v, `${at}[${i}]`)) : [`${at}: not an array`];
  if (type === 'string') return typeof value === 'string' ? [] : [`${at}: not a string`];
  if (type === 'number') return typeof value === 'number' ? [] : [`${at}: not a number`];
  if (type === 'boolean') return typeof value === 'boolean' ? [] : [`${at}: not a boolean`];
  if (type === 'Date') return typeof value === 'string' && XERO_DATE.test(value) ? [] : [`${at}: not a Xero date`];
  if (type === 'object' || type === 'any') return [];
  const model = modelOf(type);
  if (model) {
    if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: not an object`];
    const attributes = new Map(model.getAttributeTypeMap().map((a) => [a.baseName, a.type]));
    return Object.entries(value).flatMap(([key, v]) => (attributes.has(key) ? xeroProblems(attributes.get(key)!, v, `${at}.${key}`) : [`${at}.${key}: not in Xero's ${type}`]));
  }
  const allowed = enumOf(type);
  if (allowed) return allowed.includes(value) ? [] : [`${at}: ${JSON.stringify(value)} is not one of ${type}`];
  return [`${at}: Xero's definitions have no type ${type}`];
}

/** Xero serialises a `Date` parameter (If-Modified-Since among them) as its SDK does. */
export const xeroSerialisedDate = (date: Date): string => xero.ObjectSerializer.serialize(date, 'Date') as string;

/**
 * The envelope every Accounting API answer carries around the model (Xero's documentation; the SDK drops it): Id,
 * Status, ProviderName, DateTimeUTC. Answers the problems and the body without it.
 */
export function xeroEnvelope(body: Record<string, unknown>): { problems: string[]; rest: Record<string, unknown> } {
  const { Id, Status, ProviderName, DateTimeUTC, ...rest } = body;
  const problems = [
    ...(typeof Id === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(Id) ? [] : ['Id: not a uuid']),
    ...(Status === 'OK' ? [] : ['Status: not OK']),
    ...(typeof ProviderName === 'string' && ProviderName ? [] : ['ProviderName: missing']),
    ...(typeof DateTimeUTC === 'string' && /^\/Date\(\d+\)\/$|^\/Date\(\d+\+0000\)\/$/.test(DateTimeUTC) ? [] : ['DateTimeUTC: not a Xero date']),
  ];
  return { problems, rest };
}
