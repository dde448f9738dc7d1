/** A page of one card in the middle (signing in, a password reset, a registration, a check of a bank account): its title, then what it holds. */
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function CardPage({ maxWidth, title, children }: { maxWidth: number; title: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth, mx: 'auto' }}>
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
