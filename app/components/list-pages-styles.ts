/**
 * Class names of the stylesheet (`chrome-css.server.ts`, decision 037) that only some pages use: a module apart from
 * `chrome-styles.ts`, which every page drawn by the stylesheet loads, so those pages' JavaScript does not carry names
 * they never draw (esbuild keeps a whole object: decision 144).
 */

/**
 * What the lists drawn by the stylesheet in session 28 draw beyond `page` (the subscription's invoices, an accounting
 * system's bills and payees, the instant collections, the API reference; the administrator's errors, banks, a
 * business's dashboard and the bank's returns): their rules are one block of `chrome-css.server.ts`.
 */
export const listPages = {
  /** "Previous page, Page n of m, Next page" under a list paged by its own parameter (PageLinks). */
  pageLinks: 'pl-page-links',
  pageLinksCentred: 'pl-page-links-centred',
  /** The API reference's column: 1,100 px at most, centred; a path or a field name breaks anywhere on a phone only. */
  reference: 'pl-reference',
  /** 16 px inside a paper on a phone, 24 px from `sm` (MUI's `p: { xs: 2, sm: 3 }`). */
  roomyFromSm: 'pl-p2-p3',
  /** An operation's heading: its method's tag, path and summary in a wrapping row. */
  operation: 'pl-operation',
  /** A schema's heading (1.1 rem, semibold). */
  schema: 'pl-schema',
  /** A heading of a fourth level (1 rem, semibold), 16 px above. */
  title4: 'pl-title4',
  /** A small label filled in the primary or the info colour (MUI's small Chip with `color`). */
  tagPrimary: 'pl-tag-primary',
  tagInfo: 'pl-tag-info',
  tagSuccess: 'pl-tag-success',
  tagWarning: 'pl-tag-warning',
  /** With `page.tagOutlined`: an outlined label in the error colour. */
  tagError: 'pl-tag-error',
  /** A fieldset without its box or margins (MUI's `border: 0, p: 0, m: 0`). */
  fieldset: 'pl-fieldset-bare',
  /** 24 px in from the left (MUI's `ml: 3`: a radio's explanation under its label). */
  indent: 'pl-indent',
  /** A received file's heading (the theme's h3 at 1.1 rem), 16 px above. */
  fileTitle: 'pl-file-title',
  /** Text of body2 (0.875 rem); its margins come from `page.flush` and the margin classes after it. */
  small: 'pl-body2',
  /** A label over what follows it: body2, semibold, 4 px above it. */
  caption: 'pl-caption',
  /** Commands kept on their lines, scrolling in their own grey box. */
  code: 'pl-code',
  /** A list without its margins (MUI's `m: 0`). */
  flush: 'pl-list-flush',
  /** A list's heading and its count at either end of one line, 8 px above the list (no wrapping). */
  heading: 'pl-list-heading',
  /** A field in a row of actions: up to 420 px, shrinking on a phone. */
  field: 'pl-row-field',
  /** A row of small actions 4 px apart (a table row's buttons). */
  rowActions: 'pl-row-actions-tight',
  /** A note of its own line under a row's button, 0.8125 rem (body1's weight and line height). */
  note: 'pl-row-note',
  /** A paragraph 4 px below the one before (MUI's `mt: 0.5`), 0.875 rem. */
  hint: 'pl-hint',
  /** The errors page's filters: one column, two from `sm`, five from `lg`, 16 px apart and below. */
  filterGrid: 'pl-filter-grid',
  /** A row 16 px apart, centred, not wrapping (a form's Save and its Cancel link). */
  inline: 'pl-inline-row',
  /** A form's fields in one column, 16 px apart. */
  fields: 'pl-fields-column',
  /** A line of text in a cell kept to 28 em, wrapping. */
  measure: 'pl-cell-measure',
  /** A list with 24 px of indent and no margins (MUI's `m: 0, pl: 3`). */
  indented: 'pl-list-indented',
  /** A row of actions 8 px apart (MUI's `gap: 1`), centred. */
  tools: 'pl-tools',
  /** With `tools` or `rowActions`: the row wraps; its items keep their own height. */
  wrap: 'pl-wrap',
  start: 'pl-items-start',
  /** A wrapping row of actions 8 px apart, 8 px above (MUI's `gap: 1, mt: 1`). */
  toolsAbove: 'pl-tools-above',
} as const;
