/**
 * The class names of the page chrome (header, menus, breadcrumbs, footer, logo), the list filters' plain fields and the
 * list pages' furniture (headings, buttons, paper, alerts, the table: decision 040): one place, used by the plain
 * components and by their stylesheet, which `chrome-css.server.ts` writes once from the theme's values (decision 037).
 * The chrome renders plain elements with these class names, so a page spends no CPU serialising, hashing and extracting
 * Emotion styles for the same header on every request (decision 016 did the same for table bodies). The stylesheet's
 * text is a server module: the browser never needs it, it is in the page's <head> already (decision 144).
 */

/** Class names of the chrome: one place, used by the components and the stylesheet. */
export const chrome = {
  shell: 'pl-shell',
  header: 'pl-header',
  bar: 'pl-bar',
  skip: 'pl-skip',
  spacer: 'pl-spacer',
  business: 'pl-business',
  mark: 'pl-mark',
  logo: 'pl-logo',
  logoMark: 'pl-logo-mark',
  logoText: 'pl-logo-text',
  details: 'pl-details',
  user: 'pl-user',
  userSummary: 'pl-user-summary',
  avatar: 'pl-avatar',
  userName: 'pl-user-name',
  userPanel: 'pl-user-panel',
  userHead: 'pl-user-head',
  userEmail: 'pl-user-email',
  role: 'pl-role',
  rule: 'pl-rule',
  action: 'pl-action',
  danger: 'pl-danger',
  drawer: 'pl-drawer',
  drawerSummary: 'pl-drawer-summary',
  drawerPanel: 'pl-drawer-panel',
  side: 'pl-side',
  sideLink: 'pl-side-link',
  group: 'pl-group',
  crumbs: 'pl-crumbs',
  main: 'pl-main',
  footer: 'pl-footer',
  footerSlot: 'pl-footer-slot',
  hidden: 'pl-visually-hidden',
} as const;

/**
 * Dashboard cards: figure cards and chart cards, drawn like MUI's outlined card (decision 037), and the dashboards'
 * layout (decision 044): the title row with the period switch, the grids of cards, product chips and date lines.
 */
export const cards = {
  grid: 'pl-stat-grid',
  card: 'pl-card',
  label: 'pl-stat-label',
  value: 'pl-stat-value',
  long: 'pl-stat-long',
  hint: 'pl-stat-hint',
  title: 'pl-card-title',
  head: 'pl-dash-head',
  periods: 'pl-periods',
  payments: 'pl-dash-payments',
  /** A full-width block under the one before it. */
  block: 'pl-dash-block',
  /** One column, two from `md`, 16 px apart (the subscription totals' two figures). */
  pairAtMd: 'pl-pair-md',
  /** Two columns from `md` (the business dashboard's products and dates). */
  pair: 'pl-dash-pair',
  /** Two columns from `lg` (the charts). */
  charts: 'pl-dash-charts',
  /** Three columns from `lg` (the administrator's count tables). */
  trio: 'pl-dash-trio',
  chips: 'pl-chips',
  chip: 'pl-chip',
  dates: 'pl-dates',
  links: 'pl-link-row',
} as const;

/**
 * Cards that say what a page leads to, drawn like MUI's outlined Card with its content's padding: the public welcome
 * page's features and the owner's next steps after registration (each card a link, as MUI's CardActionArea).
 */
export const tiles = {
  /** The welcome page's lead: secondary text a little larger, 24 px below. */
  lead: 'pl-tiles-lead',
  /** One column, three from `md`, 32 px below. */
  features: 'pl-tiles-features',
  /** A list of cards: one column, two from `md`, three from `lg`. */
  list: 'pl-tiles',
  card: 'pl-tile',
  /** A card as tall as its row. */
  tall: 'pl-tile-tall',
  content: 'pl-tile-content',
  /** A link filling its card. */
  action: 'pl-tile-action',
} as const;

/** A payment's page: its summary line (amount, status, counterparty) and its tables of facts. */
export const details = {
  summary: 'pl-pay-summary',
  amount: 'pl-pay-amount',
  party: 'pl-pay-party',
  /** A line of its own under an alert's message. */
  nextStep: 'pl-pay-next',
  /** Facts as rows of a small table (MUI's small Table), each named by its header cell, a third of the width. */
  facts: 'pl-fact-table',
  /** A value that breaks anywhere (a browser's user agent, a hash). */
  breakAll: 'pl-break-all',
} as const;

/** The development outbox: its messages and the sandbox bank's statement lines. */
export const outbox = {
  /** A paper whose long words (addresses, links) break rather than widen the page. */
  item: 'pl-outbox-item',
  title: 'pl-outbox-title',
  head: 'pl-outbox-head',
  list: 'pl-outbox-list',
  lines: 'pl-outbox-lines',
  line: 'pl-outbox-line',
  amount: 'pl-outbox-amount',
  body: 'pl-outbox-body',
} as const;

/** The owner's registration steps in the header (decision 040). */
export const stepper = {
  nav: 'pl-steps',
  progress: 'pl-steps-progress',
  list: 'pl-steps-list',
  step: 'pl-step',
  current: 'pl-step-current',
  optional: 'pl-step-optional',
  more: 'pl-steps-more',
  rest: 'pl-steps-rest',
} as const;

/** A list's paging links and its rows' selection boxes (decision 037). */
export const lists = {
  pager: 'pl-pager',
  pagerGroup: 'pl-pager-group',
  link: 'pl-link',
  off: 'pl-off',
  current: 'pl-current',
  select: 'pl-row-select',
} as const;

/**
 * Plain form fields drawn like MUI's outlined text field with its label shrunk into the border (the list filters:
 * eight on every list page). The grid answers to the width it is given (a container query), so a list shown in a
 * narrow column, such as the gallery's phone layout, stacks its filters as a phone does.
 */
export const controls = {
  grid: 'pl-field-grid',
  field: 'pl-field',
  label: 'pl-field-label',
  box: 'pl-field-box',
  input: 'pl-input',
  adornment: 'pl-adornment',
  help: 'pl-help',
  invalid: 'pl-invalid',
  multiline: 'pl-multiline',
  /** MUI's small field: 40 px high. */
  small: 'pl-field-small',
} as const;

/**
 * The furniture of list pages that MUI drew before (decision 040), with MUI's looks: headings (`h1` with its gutter),
 * the section heading of a list, secondary notes, the outlined paper, a row of actions, buttons (contained, outlined,
 * text; small; danger), alerts (standard, outlined, filled), the navigation progress bar and the data table.
 */
export const page = {
  h1: 'pl-h1',
  /** A raised paper (MUI's elevation 1) with 24 px inside, 40 px from `md`: a page that is one message. */
  panel: 'pl-panel',
  h2: 'pl-h2',
  title2: 'pl-title2',
  /** A heading of a third level, 1.25 rem, semibold, 8 px above what follows. */
  title3: 'pl-title3',
  /** A large figure (1.75 rem, semibold). */
  figure: 'pl-figure',
  text: 'pl-text',
  note: 'pl-note',
  paper: 'pl-paper',
  /** 24 px inside a paper (MUI's `p: 3`). */
  roomy: 'pl-p3',
  /** A paper kept to 720 px. */
  narrow: 'pl-narrow',
  /** A list of facts: names in one column, values in the next. */
  facts: 'pl-facts',
  /** Text in the semibold weight (600). */
  strong: 'pl-strong',
  /** A determinate progress bar (MUI's LinearProgress, 10 px high, rounded): its bar is a child span moved by `translateX`. */
  meter: 'pl-meter',
  /** A small label (MUI's small Chip): a span inside; outlined with `tagOutlined`. */
  tag: 'pl-tag',
  tagOutlined: 'pl-tag-outlined',
  section: 'pl-section',
  actions: 'pl-actions',
  /** A wrapping row 16 px apart, its items as tall as the row (a form's buttons). */
  row: 'pl-row',
  tight: 'pl-tight',
  titleRow: 'pl-title-row',
  button: 'pl-button',
  contained: 'pl-contained',
  outlined: 'pl-outlined',
  small: 'pl-small',
  large: 'pl-large',
  danger: 'pl-button-danger',
  textLink: 'pl-text-link',
  /** Secondary text (MUI's `color="text.secondary"`): body1 in the secondary colour. */
  secondary: 'pl-secondary',
  alert: 'pl-alert',
  alertError: 'pl-alert-error',
  alertSuccess: 'pl-alert-success',
  alertInfo: 'pl-alert-info',
  alertWarning: 'pl-alert-warning',
  alertTitle: 'pl-alert-title',
  alertOutlined: 'pl-alert-outlined',
  alertFilled: 'pl-alert-filled',
  alertClose: 'pl-alert-close',
  progress: 'pl-progress',
  filters: 'pl-filters',
  filtersHeading: 'pl-filters-heading',
  filtersSummary: 'pl-filters-summary',
  /** The folded filters' line: the summary, then Clear and the remove links while filters are set. */
  filterLine: 'pl-filter-line',
  filterLinks: 'pl-filter-links',
  wideOnly: 'pl-wide-only',
  full: 'pl-full',
  confirm: 'pl-confirm',
  gutter: 'pl-gutter',
  /** Margins below (MUI's `mb: 1` and `mb: 3`). */
  gutterSmall: 'pl-mb1',
  spacedBelow: 'pl-mb3',
  /** A margin above (MUI's `mt: 3`). */
  spacedAbove: 'pl-mt3',
  /** A page's intro or a form's section kept to 760 px. */
  intro: 'pl-w760',
  /** A form page's title row: the title, and the owner's next registration step at its end. */
  formHead: 'pl-form-head',
  /** No margin (before a margin class that sets one side). */
  flush: 'pl-m0',
  /** 8 px above and below (MUI's `my: 1`). */
  marginY: 'pl-my1',
  /** Two columns from `lg`, 24 px apart, each as tall as its content. */
  columnsLg: 'pl-columns-lg',
  /** A fieldset without its box (MUI's `border: 0, p: 0, m: 0, mb: 1`). */
  bareFieldset: 'pl-bare-fieldset',
  /** A paragraph 12 px above the next (MUI's `mb: 1.5`). */
  paragraph: 'pl-mb15',
  /** A margin above (MUI's `mt: 2`). */
  spacedAboveSmall: 'pl-mt2',
  /** A paragraph kept to a readable measure (860 px). */
  measure: 'pl-measure',
  /** A wrapping row of links (the gallery's states). */
  linkList: 'pl-link-list',
  /** A column as wide as a phone (375 px), framed: the gallery's phone layout. */
  phoneColumn: 'pl-phone-column',
  rowActions: 'pl-row-actions',
  notFound: 'pl-not-found',
  banner: 'pl-banner',
  toast: 'pl-toast',
  stack: 'pl-stack',
  frame: 'pl-frame',
  frameHeader: 'pl-frame-header',
  frameMain: 'pl-frame-main',
  frameBody: 'pl-frame-body',
  signIn: 'pl-sign-in',
  /** The sign-in paper 560 px wide (a public form of two columns). */
  wideSignIn: 'pl-sign-in-wide',
  /** Two columns from `sm`, 16 px apart. */
  pair: 'pl-pair',
  lead: 'pl-lead',
  underline: 'pl-underline',
  spaced: 'pl-spaced',
  submit: 'pl-submit',
  column: 'pl-column',
  tableScroll: 'pl-table-scroll',
  table: 'pl-table',
} as const;

/** What a table cell may differ in (the table's rules style every cell and row by element, decisions 016, 040). */
export const TABLE_CELL = {
  right: 'pl-r',
  nowrap: 'pl-nw',
  numeric: 'pl-num',
  check: 'pl-check',
  link: 'pl-cell-link',
  /** A sortable column's header (kept on a phone, where the card shows no header row). */
  sortable: 'pl-sortable',
  /** A column left out of the phone's card (the table marks others as primary; the row's page has it). */
  minor: 'pl-minor',
  /** The line of an empty table. */
  empty: 'pl-empty',
  /** A column shown only in a box of 1200 px or more. */
  wide: 'pl-wide',
  /** Words kept together inside a cell that may wrap (a date, a time). */
  keep: 'pl-keep',
} as const;

/**
 * The network's and On Demand's lists (manage users, invitations, businesses and leads, bank users, On Demand's tabs):
 * what MUI's Box, Link and Chip drew there, with the same looks.
 */
export const listParts = {
  /** Tabs that are links (RouteTabs): a wrapping row over a rule, the current tab underlined in the primary colour. */
  tabs: 'pl-tabs',
  tab: 'pl-tab',
  /** An invite form's fields: one column, two from `sm`, 16 px apart, 8 px below what is above. */
  formGrid: 'pl-form-grid',
  /** An invite form's buttons: one row, 16 px apart and 16 px below the fields; on a phone their words wrap, not the row. */
  formButtons: 'pl-form-buttons',
  /** A row's buttons, 4 px apart, wrapping. */
  rowButtons: 'pl-row-buttons',
  /** The same, centred on the row's line (a link beside forms). */
  rowButtonsCentred: 'pl-row-buttons-c',
  /** A title row that keeps its heading and total on one line (the heading wraps instead). */
  oneLine: 'pl-one-line',
  /** An inline block (a button with what it shows under it). */
  inlineBlock: 'pl-inline-block',
  /** A section's title row: the title, and a button at its end, 16 px above what follows. */
  headRow: 'pl-head-row',
  /** A lead's facts opened in place: names in one column, values in the next, 8 px under the summary. */
  leadFacts: 'pl-lead-facts',
  /** A list's filter fields: one column, two from `sm`, five from `lg`, 16 px apart and below. */
  filterGrid: 'pl-filter-grid',
  /** A form's paper kept to 640 px (On Demand's send form). */
  narrowForm: 'pl-w640',
  /** Fields one under the other, 16 px apart. */
  fieldStack: 'pl-field-stack',
  /** Fields in one column, three from `md`, 16 px apart. */
  fieldsMd3: 'pl-fields-md3',
  /** A form's sub-heading (1.1 rem, semibold), 24 px above and 8 px below. */
  subHeading: 'pl-sub-heading',
  /** A link in its text's colour, underlined (inside an alert). */
  inheritLink: 'pl-inherit-link',
  /** A button whose words wrap in a narrow cell, as MUI's Button's did (the stylesheet's buttons keep one line). */
  wraps: 'pl-wraps',
  /** A small outlined label in the error colour, 8 px after what it is beside (MUI's small outlined error Chip). */
  tagError: 'pl-tag-error',
} as const;
