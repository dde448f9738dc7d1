/** Dashboard building blocks: figure cards and a labelled count table. */
import { Box, Card, CardContent, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatCount } from '../utils/format';

export function StatGrid({ children }: { children: React.ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } }}>
      {children}
    </Box>
  );
}

export function StatCard({ label, value, testId }: { label: string; value: number | string; testId?: string }) {
  return (
    <Box component="li">
      <Card sx={{ height: '100%' }} data-testid={testId}>
        <CardContent>
          <Typography component="p" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="p" sx={{ fontSize: '1.9rem', fontWeight: 700, color: 'primary.dark', lineHeight: 1.3 }}>
            {typeof value === 'number' ? formatCount(value) : value}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}

export function CountTable({ title, labelHeader, rows }: { title: string; labelHeader: string; rows: { label: string; count: number }[] }) {
  const id = `table-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">Nothing to show yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {labelHeader}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Count
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.label}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  <TableCell align="right">{formatCount(row.count)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
