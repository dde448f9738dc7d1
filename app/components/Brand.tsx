/** The product's text mark, the footer and the frame of public pages. */
import { Box, Container } from '@mui/material';
import { Link as RemixLink } from '@remix-run/react';
import type { ReactNode } from 'react';
import { COMPANY_NAME, PRODUCT_NAME } from '../../domain/product';
import { chrome } from './chrome-styles';

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
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ px: 3, py: 2, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Logo />
      </Box>
      <Box component="main" id="main" sx={{ flex: 1, py: { xs: 3, md: 6 } }}>
        <Container maxWidth="md">{children}</Container>
      </Box>
      <Footer year={year} />
    </Box>
  );
}
