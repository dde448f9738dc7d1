/** The product's text mark, the footer and the frame of public pages. */
import { Link as RemixLink } from '@remix-run/react';
import type { ReactNode } from 'react';
import { COMPANY_NAME, PRODUCT_NAME } from '../../domain/product';
import { chrome, page } from './chrome-styles';

export function Logo({ href = '/' }: { href?: string }) {
  // Plain elements with the chrome's classes (decision 037); in the header's bar the stylesheet inverts it.
  return (
    <RemixLink to={href} className={chrome.logo}>
      <span aria-hidden className={chrome.logoMark}>
        {PRODUCT_NAME.charAt(0)}
      </span>
      <span className={chrome.logoText}>{PRODUCT_NAME}</span>
    </RemixLink>
  );
}

export function Footer({ year }: { year: number }) {
  return (
    <footer className={chrome.footer}>
      <p>
        © {year} {COMPANY_NAME}
      </p>
    </footer>
  );
}

/** Pages for visitors (sign-in, welcome, errors): header with the logo, content, footer. */
export function PublicFrame({ children, year }: { children: ReactNode; year: number }) {
  return (
    <div className={page.frame}>
      <header className={page.frameHeader}>
        <Logo />
      </header>
      <main id="main" className={page.frameMain}>
        <div className={page.frameBody}>{children}</div>
      </main>
      <Footer year={year} />
    </div>
  );
}
