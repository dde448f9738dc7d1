// The benchmarks' signed-in session: the demo owner signs in through the web's form; the cookie comes back.
export const BENCH_OWNER = { email: 'owner@northwind.test', password: 'Payloft#2026' };

/** The demo platform administrator (the screenshots of the admin's pages). */
export const BENCH_ADMIN = { email: 'admin@payloft.test', password: BENCH_OWNER.password };

/** The demo owner of a business with On Demand consumers and payments (Bayside). */
export const BENCH_BAYSIDE = { email: 'owner@bayside.test', password: BENCH_OWNER.password };

/** The demo bank user (the screenshots of the bank user's pages). */
export const BENCH_BANKER = { email: 'banker@firstcommunity.test', password: BENCH_OWNER.password };

/** Signs the demo owner (or `who`) in at the web's address and returns the session cookie header's value. */
export async function signInCookie(web, who = BENCH_OWNER) {
  const login = await fetch(`${web}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: web },
    body: new URLSearchParams(who),
  });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`signing in for the benchmark failed (status ${login.status})`);
  return cookie;
}
