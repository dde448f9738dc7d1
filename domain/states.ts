/** US states, DC and territories (name and two-letter code); unknown input falls back to the first (Alabama). */
export interface UsState {
  name: string;
  code: string;
}

export const US_STATES: readonly UsState[] = [
  ['Alabama', 'AL'], ['Alaska', 'AK'], ['Arizona', 'AZ'], ['Arkansas', 'AR'], ['California', 'CA'],
  ['Colorado', 'CO'], ['Connecticut', 'CT'], ['Delaware', 'DE'], ['District of Columbia', 'DC'], ['Florida', 'FL'],
  ['Georgia', 'GA'], ['Hawaii', 'HI'], ['Idaho', 'ID'], ['Illinois', 'IL'], ['Indiana', 'IN'],
  ['Iowa', 'IA'], ['Kansas', 'KS'], ['Kentucky', 'KY'], ['Louisiana', 'LA'], ['Maine', 'ME'],
  ['Maryland', 'MD'], ['Massachusetts', 'MA'], ['Michigan', 'MI'], ['Minnesota', 'MN'], ['Mississippi', 'MS'],
  ['Missouri', 'MO'], ['Montana', 'MT'], ['Nebraska', 'NE'], ['Nevada', 'NV'], ['New Hampshire', 'NH'],
  ['New Jersey', 'NJ'], ['New Mexico', 'NM'], ['New York', 'NY'], ['North Carolina', 'NC'], ['North Dakota', 'ND'],
  ['Ohio', 'OH'], ['Oklahoma', 'OK'], ['Oregon', 'OR'], ['Pennsylvania', 'PA'], ['Rhode Island', 'RI'],
  ['South Carolina', 'SC'], ['South Dakota', 'SD'], ['Tennessee', 'TN'], ['Texas', 'TX'], ['Utah', 'UT'],
  ['Vermont', 'VT'], ['Virginia', 'VA'], ['Washington', 'WA'], ['West Virginia', 'WV'], ['Wisconsin', 'WI'],
  ['Wyoming', 'WY'], ['American Samoa', 'AS'], ['Guam', 'GU'], ['Northern Mariana Islands', 'MP'],
  ['Puerto Rico', 'PR'], ['U.S. Virgin Islands', 'VI'], ['United States Minor Outlying Islands', 'UM'],
].map(([name, code]) => ({ name, code }));

export const DEFAULT_COUNTRY = 'United States';

/** The state for a name or code in any case, or null when nothing matches. */
export function findState(input: string | null | undefined): UsState | null {
  const wanted = (input ?? '').trim().toLowerCase();
  return US_STATES.find((s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted) ?? null;
}

/** The state for a name or code in any case; the first entry (Alabama) when nothing matches. */
export function resolveState(input: string | null | undefined): UsState {
  return findState(input) ?? US_STATES[0];
}
