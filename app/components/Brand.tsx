/** The product's text mark, the footer and the frame of public pages. */
import { Box, Container, Link as MuiLink, Typography } from '@mui/material';
import { Link as RemixLink } from '@remix-run/react';
import type { ReactNode } from 'react';
import { COMPANY_NAME, PRODUCT_NAME } from '../../domain/product';

export function Logo({ href = '/', inverted = false }: { href?: string; inverted?: boolean }) {
  return (
    <MuiLink
      component={RemixLink}
      to={href}
      underline="none"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: inverted ? '#fff' : 'primary.dark' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 30,
          height: 30,
          borderRadius: '8px',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          bgcolor: inverted ? '#fff' : 'primary.main',
          color: inverted ? 'primary.dark' : '#fff',
        }}
      >
        {PRODUCT_NAME.charAt(0)}
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.2rem', letterSpacing: '-0.01em' }}>
        {PRODUCT_NAME}
      </Typography>
    </MuiLink>
  );
}

export function Footer({ year }: { year: number }) {
  return (
    <Box
      component="footer"
      sx={{ py: 2, px: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.secondary' }}
    >
      <Typography variant="body2">
        © {year} {COMPANY_NAME}
      </Typography>
    </Box>
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
