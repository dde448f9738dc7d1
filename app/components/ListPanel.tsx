/**
 * A list of an MUI page in its panel: the Export CSV link above it (where the list has one), then the panel with the
 * list's heading (`list-heading`, which the table inside is labelled by) and its total.
 */
import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Messages } from '../../domain/messages';

export function ListPanel({ title, count, exportHref, children }: { title: ReactNode; count: number; exportHref?: string; children: ReactNode }) {
  return (
    <>
      {exportHref ? (
        <Box sx={{ mb: 2 }}>
          <Button href={exportHref} variant="outlined" size="small" download>
            {Messages.reportExportCsv}
          </Button>
        </Box>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="list-heading">
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 2, mb: 1 }}>
          <Typography variant="h2" id="list-heading" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography data-testid="list-total">{Messages.listTotal(count)}</Typography>
        </Box>
        {children}
      </Paper>
    </>
  );
}
