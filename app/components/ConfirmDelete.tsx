/**
 * The confirmation step before deleting or revoking something: a server-rendered panel (opened by a `?dialog=` link,
 * so it works without JavaScript) whose button (Delete unless named) posts `intent` and `id` to the page's action;
 * Cancel goes back.
 */
import { Box, Button, Paper, Typography } from '@mui/material';
import { Form, Link as RemixLink } from '@remix-run/react';

export function ConfirmDelete({
  idPrefix,
  title,
  question,
  action,
  intent,
  id,
  confirmLabel = 'Delete',
}: {
  /** Prefix of the heading's and text's element ids (unique on the page). */
  idPrefix: string;
  title: string;
  question: string;
  /** The page that handles the post, and where Cancel returns. */
  action: string;
  intent: string;
  id: string;
  /** The confirming button's words. */
  confirmLabel?: string;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, mb: 3 }}
      component="section"
      role="alertdialog"
      aria-labelledby={`${idPrefix}-heading`}
      aria-describedby={`${idPrefix}-text`}
    >
      <Typography variant="h2" id={`${idPrefix}-heading`} gutterBottom>
        {title}
      </Typography>
      <Typography id={`${idPrefix}-text`} sx={{ mb: 2 }}>
        {question}
      </Typography>
      <Form method="post" action={action}>
        <input type="hidden" name="id" value={id} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button type="submit" name="intent" value={intent} variant="contained" color="error">
            {confirmLabel}
          </Button>
          <Button component={RemixLink} to={action}>
            Cancel
          </Button>
        </Box>
      </Form>
    </Paper>
  );
}
