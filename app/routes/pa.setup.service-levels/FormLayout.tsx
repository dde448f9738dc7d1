/** The layout pieces the service level and product forms share: fields two to a row, and a framed group of fields. */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function TwoColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        mb: 2,
      }}
    >
      {children}
    </Box>
  );
}

/** A framed group of fields under its legend; `sx` lays out what is inside the frame. */
export function Fieldset({ legend, sx, children }: { legend: string; sx: object; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        ...sx,
      }}
    >
      <Typography component="legend" sx={{ px: 1, fontWeight: 600 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}
