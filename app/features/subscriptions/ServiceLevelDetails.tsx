/** How a service level reads on every subscription page: description, terms in dollars, tags and products. */
import { Box, Chip, Typography } from '@mui/material';
import { productLabel } from '../../../domain/roles';
import type { ServiceLevel } from './subscriptions.server';
import { formatTerm } from './term-format';

export { formatTerm };

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1 }}>
        {children}
      </Typography>
    </>
  );
}

export function ServiceLevelDetails({ level, testId }: { level: ServiceLevel; testId?: string }) {
  return (
    <Box component="dl" sx={{ m: 0 }} data-testid={testId}>
      {level.shortDescription ? <Row label="Summary">{level.shortDescription}</Row> : null}
      {level.description ? <Row label="Description">{level.description}</Row> : null}
      <Row label="Initial term">{formatTerm(level.initialTerm)}</Row>
      <Row label="Renewal term">{formatTerm(level.renewalTerm)}</Row>
      <Row label="Products">{level.products.length ? level.products.map((p) => productLabel(p.name)).join(', ') : 'None'}</Row>
      {level.tags.length ? (
        <Row label="Tags">
          <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
            {level.tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" component="span" />
            ))}
          </Box>
        </Row>
      ) : null}
    </Box>
  );
}
