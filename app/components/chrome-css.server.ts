/**
 * The page chrome's styles (header, menus, breadcrumbs, footer, logo), the list filters' plain fields and the list
 * pages' furniture (headings, buttons, paper, alerts, the table: decision 040), written once as one stylesheet from
 * the theme's values and sent in <head> (decision 037), with the document's baseline (MUI's CssBaseline's rules). The chrome renders plain elements with these class names, so a
 * page spends no CPU serialising, hashing and extracting Emotion styles for the same header on every request
 * (decision 016 did the same for table bodies). Below `md` (900 px) the side column becomes the header's drawer.
 * Its text is a server module (decision 144): the root renders it in <head>, and in the browser takes the text the
 * server sent, so the pages' JavaScript does not carry a second copy of it. The class names are in `chrome-styles.ts`.
 * One topic (decision 142): the one stylesheet every page carries, kept whole so a rule and the rules it overrides
 * stand in the order the browser reads them.
 */
import { plainTheme as theme } from '../theme-values';
import { visuallyHidden } from './visually-hidden';
import { cards, chrome, controls, details, listParts, lists, outbox, page, stepper, TABLE_CELL, tiles } from './chrome-styles';
import { listPages } from './list-pages-styles';

const { palette, shape, shadows, breakpoints, typography } = theme;
const MD = `@media (min-width:${breakpoints.values.md}px)`;
const SM = `@media (min-width:${breakpoints.values.sm}px)`;
const radius = (times: number) => `${Number(shape.borderRadius) * times}px`;
const focusRing = (colour: string, offset: string) => `outline:3px solid ${colour};outline-offset:${offset}`;

/** Below this width of its box a table leaves out its large-screen columns (DataTable.tsx). */
const NARROWER_THAN_LG = `@container (max-width:${breakpoints.values.lg - 0.02}px)`;
/** Below this width of its box a table's rows are cards (DataTable.tsx). */
/** MUI's ArrowDropDown icon in the secondary text colour, as a native select's arrow. */
const SELECT_ARROW = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='rgba(0,0,0,0.54)' d='M7 10l5 5 5-5z'/%3E%3C/svg%3E")`;
const CARD_BELOW = `@container (max-width:${breakpoints.values.sm - 0.02}px)`;

const c = chrome;
const p = page;
const { body1, body2 } = typography;
const font = `font-family:${typography.fontFamily}`;
const heading = (h: { fontSize: string; fontWeight: number; lineHeight: number }) =>
  `margin:0;${font};font-size:${h.fontSize};font-weight:${h.fontWeight};line-height:${h.lineHeight}`;
const transition = (properties: string[]) => properties.map((property) => `${property} 250ms cubic-bezier(0.4,0,0.2,1) 0ms`).join(',');
/**
 * Alerts' colours as MUI's Alert mixes them from the palette's colour's `light` shade: the text darkened by 0.6, the
 * standard background lightened by 0.9, the outlined border the shade itself (theme-values.test.ts checks them).
 */
export const ALERT_COLOURS = {
  error: { color: 'rgb(79, 29, 29)', background: 'rgb(249, 236, 236)', border: 'rgb(199, 73, 73)' },
  info: { color: 'rgb(21, 54, 71)', background: 'rgb(234, 243, 247)', border: 'rgb(53, 135, 179)' },
  success: { color: 'rgb(26, 61, 39)', background: 'rgb(236, 244, 239)', border: 'rgb(67, 153, 99)' },
  warning: { color: 'rgb(78, 46, 23)', background: 'rgb(249, 241, 235)', border: 'rgb(195, 117, 58)' },
} as const;
const { error: ALERT_ERROR, info: ALERT_INFO, success: ALERT_SUCCESS, warning: ALERT_WARNING } = ALERT_COLOURS;
/** The status pills' colours (StatusPill.tsx's tones), checked for contrast (at least 7:1, text on its background). */
const PILL_TONES = {
  success: { color: '#1b5e20', background: '#e8f5e9' },
  error: { color: '#8e1c1c', background: '#fdecea' },
  warning: { color: '#663c00', background: '#fff4e5' },
  info: { color: '#0d3c78', background: '#e3f2fd' },
  neutral: { color: '#333333', background: '#eeeeee' },
} as const;
/** A progress bar's track: the primary colour lightened by 0.62, as MUI's LinearProgress mixes it. */
const PROGRESS_TRACK = 'rgb(169, 187, 240)';
/** The table cells' bottom rule (MUI's: the divider lightened by 0.88). */
const CELL_RULE = 'rgba(224, 224, 224, 1)';
const f = controls;
const LG = `@media (min-width:${breakpoints.values.lg}px)`;

export const CHROME_CSS = [
  // The baseline (MUI's CssBaseline, with the theme's font and background).
  `html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}`,
  `*,*::before,*::after{box-sizing:inherit}`,
  `strong,b{font-weight:700}`,
  `body{margin:0;color:${palette.text.primary};${font};font-weight:${body1.fontWeight};font-size:${body1.fontSize};line-height:${body1.lineHeight};background-color:${palette.background.default}}`,
  `@media print{body{background-color:#fff}}`,
  `body::backdrop{background-color:${palette.background.default}}`,
  `.${c.shell}{min-height:100vh;display:grid;grid-template-rows:auto 1fr auto;grid-template-columns:minmax(0,1fr)}`,
  `${MD}{.${c.shell}{grid-template-columns:250px minmax(0,1fr)}}`,
  `.${c.header}{grid-column:1/-1;position:relative}`,
  `.${c.bar}{display:flex;align-items:center;flex-wrap:wrap;gap:8px;padding:10px 16px;background:${palette.primary.dark};color:#fff}`,
  `${MD}{.${c.bar}{flex-wrap:nowrap;gap:16px;padding:10px 24px}}`,
  `.${c.skip}{position:absolute;left:-9999px;color:${palette.primary.main}}`,
  `.${c.skip}:focus{left:8px;top:8px;background:#fff;padding:8px;z-index:30}`,
  `.${c.spacer}{flex:1}`,
  `.${c.business}{display:none;margin:0;opacity:.9}`,
  `${MD}{.${c.business}{display:block}}`,
  `.${c.mark}{display:inline-flex;align-items:center;height:24px;padding:0 8px;border-radius:16px;font-size:.8125rem;font-weight:700;letter-spacing:.05em;color:#fff}`,
  // The logo (also on public pages).
  `.${c.logo}{display:inline-flex;align-items:center;gap:8px;text-decoration:none;color:${palette.primary.dark}}`,
  `.${c.logoMark}{width:30px;height:30px;border-radius:8px;display:grid;place-items:center;font-weight:800;background:${palette.primary.main};color:#fff}`,
  `.${c.logoText}{font-weight:800;font-size:1.2rem;letter-spacing:-.01em}`,
  `.${c.bar} .${c.logo}{color:#fff}`,
  `.${c.bar} .${c.logoMark}{background:#fff;color:${palette.primary.dark}}`,
  // A <details> whose <summary> is a button of ours: no disclosure triangle (the user menu, the phone drawer).
  `.${c.details}>summary{list-style:none;cursor:pointer}`,
  `.${c.details}>summary::-webkit-details-marker{display:none}`,
  // The user menu.
  `.${c.user}{position:relative}`,
  `.${c.userSummary}{display:flex;align-items:center;gap:8px;padding:4px 8px;border-radius:${radius(2)};color:#fff}`,
  `.${c.userSummary}:hover{background:rgba(255,255,255,.12)}`,
  `.${c.userSummary}:focus-visible{${focusRing('#fff', '2px')}}`,
  `.${c.avatar}{width:32px;height:32px;border-radius:50%;background:#fff;color:${palette.primary.dark};display:grid;place-items:center;font-weight:700}`,
  `.${c.userName}{display:none;font-weight:600}`,
  `${SM}{.${c.userName}{display:inline}}`,
  `.${c.userPanel}{position:absolute;right:0;margin-top:8px;min-width:260px;background:${palette.background.paper};color:${palette.text.primary};border-radius:${radius(2)};box-shadow:${shadows[6]};border:1px solid ${palette.divider};z-index:20;padding:8px 0}`,
  `.${c.userHead}{padding:8px 16px}`,
  `.${c.userHead} p{margin:0}`,
  `.${c.userEmail}{font-size:${typography.body2.fontSize};line-height:${typography.body2.lineHeight};color:${palette.text.secondary}}`,
  `.${c.role}{display:inline-flex;align-items:center;height:24px;margin-top:8px;padding:0 8px;border-radius:16px;font-size:.8125rem;font-weight:600;background:${palette.primary.light};color:${palette.primary.dark}}`,
  `.${c.rule}{margin:8px 0;border:0;border-bottom:1px solid ${palette.divider}}`,
  `.${c.userPanel} .${c.rule}{margin:0}`,
  // A row of a menu: a link or a form's button, drawn alike.
  `.${c.action}{all:unset;box-sizing:border-box;cursor:pointer;display:block;width:100%;padding:10px 16px;font-weight:600;color:${palette.text.primary};text-decoration:none}`,
  `.${c.action}:hover{background:${palette.action.hover}}`,
  `.${c.action}:focus-visible{${focusRing(palette.primary.main, '-3px')}}`,
  `.${c.danger}{color:${palette.error.main}}`,
  // The phone drawer: the side menu behind the header's Menu button below 900 px.
  `.${c.drawer}{display:block}`,
  `${MD}{.${c.drawer}{display:none}}`,
  `.${c.drawerSummary}{display:inline-flex;align-items:center;gap:6px;padding:6px 10px;border-radius:${radius(2)};border:1px solid rgba(255,255,255,.6);color:#fff;font-weight:600}`,
  `.${c.drawerSummary}:focus-visible{${focusRing('#fff', '2px')}}`,
  `.${c.drawerSummary} span{font-size:1.1rem;line-height:1}`,
  `.${c.drawerPanel}{position:absolute;left:0;top:100%;width:min(320px,100vw);max-height:calc(100vh - 64px);overflow-y:auto;z-index:40;box-shadow:${shadows[8]};border-right:1px solid ${palette.divider}}`,
  // The side menu: a column beside the content from 900 px; the drawer's copy below.
  `.${c.side}{background:${palette.background.paper};color:${palette.text.primary};padding:12px;display:none}`,
  `.${c.drawerPanel} .${c.side}{display:block}`,
  `${MD}{.${c.shell}>.${c.side}{display:block;border-right:1px solid ${palette.divider}}}`,
  `.${c.side} ul{list-style:none;margin:0;padding:0}`,
  `.${c.side} li{margin:2px 0}`,
  `.${c.side} ul ul{padding-left:12px}`,
  `.${c.sideLink}{display:block;padding:8px 16px;border-radius:${radius(1)};color:${palette.text.primary};font-weight:500;text-decoration:none}`,
  `.${c.sideLink}:hover{background:${palette.action.hover}}`,
  `.${c.sideLink}[aria-current=page]{color:${palette.primary.dark};background:${palette.primary.light};font-weight:700}`,
  `.${c.sideLink}:focus-visible,.${c.group}>summary:focus-visible{${focusRing(palette.primary.main, '-3px')}}`,
  `.${c.group}>summary{cursor:pointer;padding:8px 16px;border-radius:${radius(1)};font-weight:600;color:${palette.text.primary}}`,
  `.${c.group}>summary:hover{background:${palette.action.hover}}`,
  `.${c.side} .${c.action}{padding:8px 16px;border-radius:${radius(1)}}`,
  // The registration steps in the header's bar.
  // Below 900 px the steps take a row of their own under the logo and the user menu, in one line that scrolls
  // sideways (never wider than the phone); from 900 px they sit in the bar between the logo and the user menu.
  `.${stepper.nav}{order:1;flex:1 1 100%;min-width:0;display:flex;align-items:center;gap:8px;color:#fff}`,
  `.${c.bar}>.${c.user}{margin-left:auto}`,
  `${MD}{.${stepper.nav}{order:0;flex:1 1 0;flex-wrap:wrap}.${c.bar}>.${c.user}{margin-left:0}}`,
  `.${stepper.progress}{font-size:.8125rem;font-weight:700;white-space:nowrap}`,
  // Positioned, so the steps' visually hidden words stay inside the scrolling row instead of widening the page.
  `.${stepper.nav}>.${stepper.list}{position:relative;flex:0 1 auto;min-width:0;flex-wrap:nowrap;overflow-x:auto;scrollbar-width:thin}`,
  // The step being shown scrolls into view without a script (scroll-initial-target; Chromium 133+, others start at the first step).
  `.${stepper.nav}>.${stepper.list} .${stepper.current}{scroll-initial-target:nearest}`,
  `${MD}{.${stepper.nav}>.${stepper.list}{flex-wrap:wrap;overflow-x:visible}}`,
  `.${stepper.list}{display:flex;flex-wrap:wrap;gap:4px;margin:0;padding:0;list-style:none}`,
  `.${stepper.step}{display:inline-flex;align-items:center;gap:4px;padding:2px 8px;border-radius:${radius(2)};font-size:.8125rem;font-weight:500;color:#fff;text-decoration:none;white-space:nowrap}`,
  `a.${stepper.step}:hover{text-decoration:underline}`,
  `.${stepper.step}:focus-visible{${focusRing('#fff', '1px')}}`,
  `.${stepper.step} svg{width:1.25rem;height:1.25rem;flex-shrink:0;fill:currentColor}`,
  `.${stepper.current}{font-weight:700;background-color:rgba(255,255,255,0.22)}`,
  `.${stepper.optional}{opacity:.75}`,
  `.${stepper.more}{position:relative;flex-shrink:0;white-space:nowrap}`,
  `.${stepper.more}>summary{cursor:pointer;font-size:.8125rem;font-weight:600}`,
  `.${stepper.more}>summary:focus-visible{${focusRing('#fff', '2px')}}`,
  // The rest of the steps drop down under "All 9 steps", kept inside the screen (the phone's right edge, the bar's end).
  `.${stepper.rest}{position:absolute;right:0;z-index:25;margin-top:8px;padding:8px;flex-direction:column;background-color:${palette.primary.dark};border-radius:${radius(2)};box-shadow:${shadows[6]};min-width:220px;max-width:calc(100vw - 32px)}`,
  `${MD}{.${stepper.rest}{right:auto;left:0}}`,
  // Breadcrumbs in the header.
  `.${c.crumbs}{padding:6px 16px;background:${palette.primary.light};color:${palette.primary.dark};font-size:.9rem}`,
  `${MD}{.${c.crumbs}{padding:6px 24px}}`,
  `.${c.crumbs} ol{display:flex;flex-wrap:wrap;align-items:center;list-style:none;margin:0;padding:0}`,
  // The separator is drawn, not read: empty alternative text for screen readers.
  `.${c.crumbs} li+li::before{content:"/";content:"/" / "";margin:0 8px;color:${palette.text.secondary}}`,
  `.${c.crumbs} a{color:${palette.primary.dark};font-weight:600;text-decoration:none}`,
  `.${c.crumbs} a:hover{text-decoration:underline}`,
  `.${c.crumbs} [aria-current=page]{color:${palette.text.primary}}`,
  `.${c.main}{padding:16px;min-width:0;position:relative}`,
  // 24 px around the content beside the menu column (32 px took a money list's last column at 1366 px).
  `${MD}{.${c.main}{padding:24px}}`,
  `.${c.footerSlot}{grid-column:1/-1}`,
  `.${c.footer}{padding:16px 24px;border-top:1px solid ${palette.divider};background:${palette.background.paper};color:${palette.text.secondary};font-size:${typography.body2.fontSize};line-height:${typography.body2.lineHeight}}`,
  `.${c.footer} p{margin:0}`,
  `.${c.hidden}{${Object.entries(visuallyHidden).map(([property, value]) => `${property.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}:${value}`).join(';')}}`,
  // Dashboard cards.
  `.${cards.grid}{list-style:none;padding:0;margin:0;display:grid;gap:16px;grid-template-columns:1fr 1fr}`,
  `${MD}{.${cards.grid}{grid-template-columns:repeat(3,1fr)}}`,
  `${LG}{.${cards.grid}{grid-template-columns:repeat(6,1fr)}}`,
  `.${cards.card}{box-sizing:border-box;height:100%;padding:16px;border:1px solid ${palette.divider};border-radius:${radius(1)};background:${palette.background.paper};color:${palette.text.primary};overflow:hidden}`,
  `.${cards.grid} .${cards.card}{padding-bottom:24px}`,
  `.${cards.card} p{margin:0}`,
  `.${cards.label},.${cards.hint}{font-size:${typography.body2.fontSize};line-height:${typography.body2.lineHeight};color:${palette.text.secondary}}`,
  `.${cards.label}{font-weight:600}`,
  `.${cards.value}{font-size:1.9rem;font-weight:700;color:${palette.primary.dark};line-height:1.3;overflow-wrap:anywhere}`,
  `.${cards.long}{font-size:1.1rem}`,
  `.${cards.head}{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start;justify-content:space-between;margin-bottom:24px}`,
  `.${cards.periods}{display:inline-flex}`,
  `.${cards.periods}>a:not(:first-child){margin-left:-1px;border-top-left-radius:0;border-bottom-left-radius:0}`,
  `.${cards.periods}>a:not(:last-child){border-top-right-radius:0;border-bottom-right-radius:0}`,
  `.${cards.periods}>a.${page.contained}{box-shadow:none}`,
  `.${cards.payments}{margin-top:32px}`,
  `.${cards.block}{margin-top:16px}`,
  `.${cards.pair},.${cards.charts},.${cards.trio}{display:grid;gap:16px;margin-top:16px;grid-template-columns:minmax(0,1fr)}`,
  `${MD}{.${cards.pair}{grid-template-columns:repeat(2,minmax(0,1fr))}}`,
  `${LG}{.${cards.charts}{grid-template-columns:repeat(2,minmax(0,1fr))}.${cards.trio}{grid-template-columns:repeat(3,minmax(0,1fr))}}`,
  `.${cards.chips},.${cards.links}{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:8px}`,
  `.${cards.links}{gap:24px}`,
  `.${cards.chip}{display:inline-flex;align-items:center;height:32px;padding:0 12px;border-radius:16px;font-size:.8125rem;font-weight:600;background:${palette.primary.light};color:${palette.primary.dark}}`,
  `.${cards.dates}{margin:0}`,
  `.${cards.dates}>div{display:flex;gap:8px;padding:4px 0}`,
  `.${cards.dates} dt{font-weight:600;min-width:150px}`,
  `.${cards.dates} dd{margin:0}`,
  `.${cards.title}{margin:0 0 12px;font-size:${String(typography.h3.fontSize)};font-weight:${String(typography.h3.fontWeight)};line-height:${String(typography.h3.lineHeight)}}`,
  // Paging links and row selection.
  `.${lists.pager}{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:16px;margin-top:16px}`,
  `.${lists.pagerGroup}{display:flex;flex-wrap:wrap;align-items:center;gap:16px}`,
  `.${lists.pagerGroup}+.${lists.pagerGroup}{gap:12px}`,
  `.${lists.link}{color:${palette.primary.main};text-decoration:none}`,
  `.${lists.link}:hover{text-decoration:underline}`,
  `.${lists.link}:focus-visible{${focusRing(palette.primary.main, '2px')}}`,
  `.${lists.off}{color:${palette.text.secondary}}`,
  `.${lists.current}{font-weight:700}`,
  `.${lists.select}{width:20px;height:20px;margin:0;vertical-align:middle;accent-color:${palette.primary.main};cursor:pointer}`,
  // The list filters' fields.
  `.${f.grid}{container-type:inline-size;margin-bottom:16px}`,
  `.${f.grid}>div{display:grid;gap:0 16px;grid-template-columns:1fr}`,
  `@container (min-width:480px){.${f.grid}>div{grid-template-columns:repeat(2,1fr)}}`,
  `@container (min-width:720px){.${f.grid}>div{grid-template-columns:repeat(3,1fr)}}`,
  `@container (min-width:960px){.${f.grid}>div{grid-template-columns:repeat(6,1fr)}}`,
  `.${f.field}{position:relative;margin:16px 0 8px;min-width:0}`,
  `.${f.label}{position:absolute;left:10px;top:-9px;z-index:1;max-width:calc(100% - 20px);padding:0 4px;background:${palette.background.paper};color:${palette.text.secondary};font-size:.75rem;line-height:18px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`,
  `.${f.box}{display:flex;align-items:center;height:56px;border:1px solid rgba(0,0,0,.23);border-radius:${radius(1)};background:${palette.background.paper}}`,
  `.${f.box}:hover{border-color:${palette.text.primary}}`,
  `.${f.box}:focus-within{border-color:${palette.primary.main};box-shadow:inset 0 0 0 1px ${palette.primary.main}}`,
  `.${f.field}:focus-within .${f.label}{color:${palette.primary.main}}`,
  `.${f.input}{flex:1;min-width:0;height:100%;box-sizing:border-box;padding:0 14px;border:0;border-radius:${radius(1)};background:transparent;font:inherit;font-size:1rem;color:${palette.text.primary};outline:0}`,
  // A native select drawn as MUI's (NativeSelect): the browser's own box and arrow give way to the field's border and
  // MUI's drop-down arrow, so a select looks like the inputs beside it.
  `select.${f.input}{cursor:pointer;appearance:none;-webkit-appearance:none;padding-right:36px;text-overflow:ellipsis;background:transparent ${SELECT_ARROW} no-repeat right 7px center/24px 24px}`,
  `.${f.box}.${f.multiline}{height:auto}`,
  // MUI's outline is drawn over its input's box (a fieldset), so its text sits 8.5 px and 14 px from the outer edges,
  // not 1 px more: the input is MUI's box (1.4375em high) inside the border.
  `.${f.small} .${f.box}{height:40px}`,
  `.${f.small} .${f.input}{box-sizing:content-box;height:1.4375em;padding:8px 13px 7px}`,
  `textarea.${f.input}{padding:16.5px 14px;resize:vertical}`,
  `.${f.adornment}{padding-left:14px;color:${palette.text.secondary}}`,
  `.${f.adornment}+.${f.input}{padding-left:8px}`,
  `.${f.help}{margin:3px 14px 0;font-size:.75rem;line-height:1.66;color:${palette.text.secondary}}`,
  `.${f.invalid} .${f.box},.${f.invalid} .${f.box}:hover{border-color:${palette.error.main}}`,
  `.${f.invalid} .${f.label},.${f.invalid} .${f.help},.${f.invalid}:focus-within .${f.label}{color:${palette.error.main}}`,
  `.${f.invalid} .${f.box}:focus-within{box-shadow:inset 0 0 0 1px ${palette.error.main}}`,
  // List pages' furniture (decision 040).
  `.${p.h1}{${heading(typography.h1)};margin-bottom:.35em}`,
  `.${p.h2}{${heading({ ...typography.h2, fontSize: '1.1rem', fontWeight: 600 })}}`,
  `.${p.title2}{${heading(typography.h2)}}`,
  `.${p.title3}{${heading({ ...typography.h3, fontSize: '1.25rem', fontWeight: 600 })};margin-bottom:8px}`,
  `.${p.text}{margin:0;${font};font-size:${body1.fontSize};line-height:${body1.lineHeight}}`,
  // The zone note (MUI 9 drew it in the text colour: its Typography ignored `color="text.secondary"`).
  `.${p.note}{margin:0;${font};font-size:${body2.fontSize};line-height:${body2.lineHeight}}`,
  `.${p.secondary}{margin:0;${font};font-size:${body1.fontSize};line-height:${body1.lineHeight};color:${palette.text.secondary}}`,
  `.${p.paper}{background-color:${palette.background.paper};color:${palette.text.primary};border-radius:${radius(1)};border:1px solid ${palette.divider};padding:16px}`,
  `.${p.section}{margin-bottom:16px}`,
  `.${p.actions}{display:flex;gap:16px;align-items:center;flex-wrap:wrap}`,
  `.${p.actions}.${p.tight}{gap:8px;align-items:stretch}`,
  `.${p.titleRow}{display:flex;justify-content:space-between;align-items:baseline;flex-wrap:wrap;gap:16px;margin-bottom:8px}`,
  `.${p.button}{display:inline-flex;align-items:center;justify-content:center;position:relative;box-sizing:border-box;-webkit-tap-highlight-color:transparent;outline:0;margin:0;cursor:pointer;user-select:none;vertical-align:middle;appearance:none;text-decoration:none;${font};font-weight:${typography.button.fontWeight};font-size:${typography.button.fontSize};line-height:${typography.button.lineHeight};text-transform:${typography.button.textTransform};white-space:nowrap;min-width:64px;padding:6px 8px;border:0;border-radius:${radius(1)};transition:${transition(['background-color', 'box-shadow', 'border-color', 'color'])};color:${palette.primary.main};background-color:transparent}`,
  `.${p.button}:focus-visible{${focusRing(palette.primary.main, '2px')}}`,
  `.${p.button}:disabled,.${p.button}[aria-disabled=true]{pointer-events:none;cursor:default;color:${palette.action.disabled}}`,
  `@media (hover:hover){.${p.button}:hover{background-color:rgba(29, 78, 216, 0.04)}}`,
  `.${p.contained}{padding:6px 16px;color:${palette.primary.contrastText};background-color:${palette.primary.main};box-shadow:${shadows[2]}}`,
  `.${p.contained}:hover{box-shadow:${shadows[4]}}`,
  `.${p.contained}:active{box-shadow:${shadows[8]}}`,
  `@media (hover:hover){.${p.contained}:hover{background-color:${palette.primary.dark}}}`,
  `.${p.contained}:disabled,.${p.contained}[aria-disabled=true]{box-shadow:none;background-color:${palette.action.disabledBackground}}`,
  `.${p.outlined}{padding:5px 15px;border:1px solid rgba(29, 78, 216, 0.5)}`,
  `@media (hover:hover){.${p.outlined}:hover{border-color:${palette.primary.main}}}`,
  `.${p.outlined}:disabled{border-color:${palette.action.disabledBackground}}`,
  `.${p.small}{padding:4px 5px;font-size:.8125rem}`,
  `.${p.outlined}.${p.small}{padding:3px 9px}`,
  `.${p.large}{padding:8px 11px;font-size:.9375rem}`,
  `.${p.contained}.${p.large}{padding:8px 22px}`,
  `.${p.danger}{color:${palette.error.main}}`,
  `.${p.danger}.${p.outlined}{border-color:rgba(185, 28, 28, 0.5)}`,
  `.${p.danger}.${p.contained}{color:${palette.error.contrastText};background-color:${palette.error.main}}`,
  `.${p.textLink}{color:${palette.primary.main};text-decoration:none}`,
  `.${p.textLink}:hover{text-decoration:underline}`,
  `.${p.textLink}:focus-visible{${focusRing(palette.primary.main, '2px')}}`,
  `.${p.alert}{display:flex;align-items:flex-start;gap:12px;padding:6px 16px;border-radius:${radius(1)};${font};font-size:${body2.fontSize};line-height:${body2.lineHeight};font-weight:400}`,
  `.${p.alert}>svg{flex:none;width:22px;height:22px;margin-top:7px;fill:currentColor;opacity:.9}`,
  `.${p.alert}>div{flex:1;min-width:0;padding:8px 0;overflow:auto}`,
  `.${p.alertError}{color:${ALERT_ERROR.color};background-color:${ALERT_ERROR.background}}`,
  `.${p.alertError}>svg{color:${palette.error.main}}`,
  `.${p.alertInfo}{color:${ALERT_INFO.color};background-color:${ALERT_INFO.background}}`,
  `.${p.alertInfo}>svg{color:${palette.info.main}}`,
  `.${p.alertSuccess}{color:${ALERT_SUCCESS.color};background-color:${ALERT_SUCCESS.background}}`,
  `.${p.alertSuccess}>svg{color:${palette.success.main}}`,
  `.${p.alertWarning}{color:${ALERT_WARNING.color};background-color:${ALERT_WARNING.background}}`,
  `.${p.alertWarning}>svg{color:${palette.warning.main}}`,
  `.${p.alertTitle}{margin:-2px 0 .35em;font-size:${body1.fontSize};line-height:${body1.lineHeight};font-weight:500}`,
  `.${p.alertOutlined}{background-color:transparent;border:1px solid ${ALERT_ERROR.border}}`,
  `.${p.alertFilled}{color:#fff;font-weight:500}`,
  `.${p.alertFilled}>svg{color:inherit}`,
  `.${p.alertFilled}.${p.alertError}{background-color:${palette.error.main}}`,
  `.${p.alertFilled}.${p.alertSuccess}{background-color:${palette.success.main}}`,
  `.${p.alertClose}{all:unset;box-sizing:border-box;flex:none;display:grid;place-items:center;width:30px;height:30px;margin:4px -8px 0 16px;border-radius:50%;cursor:pointer;color:inherit}`,
  `.${p.alertClose}:hover{background:rgba(255,255,255,.16)}`,
  `.${p.alertClose}:focus-visible{${focusRing('currentColor', '0')}}`,
  `.${p.alertClose} svg{width:20px;height:20px;fill:currentColor}`,
  `.${p.progress}{position:fixed;top:0;left:0;right:0;z-index:2000;height:3px;overflow:hidden;background-color:${PROGRESS_TRACK}}`,
  `.${p.progress}>span{display:block;height:100%;background-color:${palette.primary.main};transform-origin:left;transition:transform .4s linear}`,
  `.${p.filtersSummary}{cursor:pointer;display:inline-block;margin-bottom:12px;padding:6px 12px;border:1px solid ${palette.primary.main};border-radius:${radius(1)};color:${palette.primary.dark};font-weight:600}`,
  `.${p.filtersSummary}:focus-visible{${focusRing(palette.primary.main, '2px')}}`,
  // Folded, the filters are one line: no space under the summary.
  `.${p.filters}:not([open])>summary{margin-bottom:0}`,
  `.${p.filterLine}{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}`,
  `.${p.filterLine}>.${p.filters}{min-width:0}`,
  `.${p.filterLine}>.${p.filters}[open]{flex-basis:100%}`,
  `.${p.filterLinks}{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}`,
  `.${p.full}{width:100%}`,
  `.${p.confirm}{padding:24px;margin-bottom:24px}`,
  `.${p.confirm}>.${p.text}{margin-bottom:16px}`,
  `.${p.gutter}{margin-bottom:.35em}`,
  `.${p.flush}{margin:0}`,
  `.${p.marginY}{margin:8px 0}`,
  `.${p.gutterSmall}{margin-bottom:8px}`,
  `.${p.spacedBelow}{margin-bottom:24px}`,
  `.${p.spacedAbove}{margin-top:24px}`,
  `.${p.spacedAboveSmall}{margin-top:16px}`,
  `.${p.paragraph}{margin-bottom:12px}`,
  `.${p.figure}{font-size:1.75rem;font-weight:600}`,
  `.${cards.pairAtMd}{display:grid;gap:16px;grid-template-columns:1fr}`,
  `${MD}{.${cards.pairAtMd}{grid-template-columns:1fr 1fr}}`,
  `.${p.columnsLg}{display:grid;gap:24px;grid-template-columns:1fr;align-items:start}`,
  `${LG}{.${p.columnsLg}{grid-template-columns:1fr 1fr}}`,
  `.${p.bareFieldset}{border:0;padding:0;margin:0 0 8px}`,
  `.${p.intro}{max-width:760px}`,
  `.${p.formHead}{display:flex;align-items:baseline;justify-content:space-between;flex-wrap:wrap;gap:16px}`,
  `.${p.measure}{max-width:860px}`,
  `.${p.linkList}{display:flex;flex-wrap:wrap;column-gap:24px;row-gap:8px;margin:0;padding:0;list-style:none}`,
  `.${p.phoneColumn}{width:375px;max-width:100%;border:1px solid ${palette.divider};padding:8px}`,
  `.${p.rowActions}{display:flex;flex-wrap:wrap;gap:8px}`,
  `.${p.wideOnly}{display:none}`,
  `${MD}{.${p.wideOnly}{display:block}}`,
  `.${p.filtersHeading}{margin-bottom:8px}`,
  `.${p.notFound}{border:0;box-shadow:${shadows[1]};text-align:center;padding:24px}`,
  `${MD}{.${p.notFound}{padding:40px}}`,
  `.${p.notFound} .${p.text}{color:${palette.text.secondary};margin-bottom:24px}`,
  `.${p.banner}{font-size:1.05rem}`,
  `.${p.toast}{margin-bottom:16px;box-shadow:${shadows[2]}}`,
  `.${p.stack}>.${p.text},.${p.stack}>.${p.button}{margin-top:16px}`,
  // Public pages' frame (sign-in, errors).
  `.${p.frame}{min-height:100vh;display:flex;flex-direction:column}`,
  `.${p.frameHeader}{padding:16px 24px;background-color:${palette.background.paper};border-bottom:1px solid ${palette.divider}}`,
  `.${p.frameMain}{flex:1;padding:24px 0}`,
  `${MD}{.${p.frameMain}{padding:48px 0}}`,
  `.${p.frameBody}{width:100%;max-width:${breakpoints.values.md}px;margin:0 auto;padding:0 16px}`,
  `${SM}{.${p.frameBody}{padding:0 24px}}`,
  // The sign-in form: a raised paper (MUI's elevation 1) in the public frame, its lead, links and spacing.
  `.${p.signIn}{max-width:440px;margin:0 auto;padding:24px;border-radius:${radius(1)};background-color:${palette.background.paper};color:${palette.text.primary};box-shadow:${shadows[1]}}`,
  `${SM}{.${p.signIn}{padding:32px}}`,
  `.${p.wideSignIn}{max-width:560px}`,
  `.${p.pair}{display:grid;grid-template-columns:1fr;gap:16px}`,
  `${SM}{.${p.pair}{grid-template-columns:1fr 1fr}}`,
  `.${p.lead}{margin-bottom:8px}`,
  `.${p.underline}{color:${palette.primary.main};text-decoration:underline;text-decoration-color:rgba(29, 78, 216, 0.4)}`,
  `.${p.underline}:hover{text-decoration-color:inherit}`,
  `.${p.underline}:focus-visible{${focusRing(palette.primary.main, '2px')}}`,
  `.${p.spaced}{margin:16px 0}`,
  `.${p.submit}{width:100%;margin-top:16px}`,
  `.${p.panel}{background-color:${palette.background.paper};color:${palette.text.primary};border-radius:${radius(1)};box-shadow:${shadows[1]};padding:24px}`,
  `${MD}{.${p.panel}{padding:40px}}`,
  `.${p.roomy}{padding:24px}`,
  `.${p.narrow}{max-width:720px}`,
  `.${p.facts}{display:grid;grid-template-columns:max-content 1fr;column-gap:16px;row-gap:4px;margin:0 0 16px}`,
  `.${p.facts}>dt{font-weight:600}`,
  `.${p.facts}>dd{margin:0}`,
  `.${p.strong}{font-weight:600}`,
  `.${p.meter}{position:relative;display:block;overflow:hidden;z-index:0;height:10px;margin:16px 0;border-radius:${radius(1)};background-color:${PROGRESS_TRACK}}`,
  `.${p.meter}>span{position:absolute;top:0;bottom:0;left:0;width:100%;transform-origin:left;background-color:${palette.primary.main};transition:transform .4s linear}`,
  // MUI's small Chip (default colour; outlined): 24 px high, its label 8 px (outlined 7 px) from the sides.
  `.${p.tag}{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;max-width:100%;height:24px;padding:0;border:0;border-radius:16px;vertical-align:middle;white-space:nowrap;${font};font-size:.8125rem;line-height:1.5;color:${palette.text.primary};background-color:rgba(0, 0, 0, 0.08)}`,
  `.${p.tag}>span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;padding:0 8px}`,
  `.${p.tagOutlined}{background-color:transparent;border:1px solid #bdbdbd}`,
  `.${p.tagOutlined}>span{padding:0 7px}`,
  `.${p.row}{display:flex;gap:16px;flex-wrap:wrap}`,
  // A payment's page.
  `.${details.summary}{display:flex;flex-wrap:wrap;align-items:baseline;gap:16px;margin-bottom:8px}`,
  `.${details.amount}{margin:0;${font};font-size:2rem;font-weight:700;line-height:${body1.lineHeight};font-variant-numeric:tabular-nums}`,
  `.${details.party}{margin:0;${font};font-size:1.25rem;line-height:${body1.lineHeight}}`,
  `.${details.nextStep}{display:block;margin-top:8px}`,
  `.${details.facts}{display:table;width:100%;border-collapse:collapse;border-spacing:0}`,
  `.${details.facts} tr{color:inherit;display:table-row;vertical-align:middle;outline:0}`,
  `.${details.facts} th,.${details.facts} td{${font};font-weight:${body2.fontWeight};font-size:${body2.fontSize};line-height:${body2.lineHeight};display:table-cell;vertical-align:inherit;border-bottom:1px solid ${CELL_RULE};text-align:left;padding:6px 16px;color:${palette.text.primary}}`,
  `.${details.facts} th{width:30%;font-weight:600}`,
  `.${details.breakAll}{word-break:break-all}`,
  // The development outbox.
  `.${outbox.item}{min-width:0;overflow-wrap:anywhere}`,
  `.${outbox.title}{margin:0;${font};font-size:1rem;font-weight:700;line-height:${body1.lineHeight}}`,
  `.${outbox.head}{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin-bottom:8px}`,
  `.${outbox.list}{list-style:none;padding:0;margin:0;display:grid;gap:16px}`,
  `.${outbox.lines}{list-style:none;padding:0;margin:0;display:grid;gap:4px}`,
  `.${outbox.line}{display:flex;flex-wrap:wrap;column-gap:16px}`,
  `.${outbox.amount}{font-variant-numeric:tabular-nums;margin-left:auto}`,
  `.${outbox.body}{white-space:pre-wrap;font-family:inherit;margin:8px 0 0}`,
  // Session 28's lists, group B (invoices, bills, payees, instant collections, the API reference, the administrator's
  // errors, banks, business dashboard and returns): MUI's looks as their Box, Paper, Typography and Chip drew them.
  `.${listPages.pageLinks}{display:flex;gap:16px;margin-top:16px}`,
  `.${listPages.pageLinksCentred}{align-items:center}`,
  `.${listPages.reference}{max-width:1100px;margin-left:auto;margin-right:auto}`,
  `.${listPages.reference} code,.${listPages.reference} .${p.table} tbody td{overflow-wrap:anywhere}`,
  `${SM}{.${listPages.reference} code,.${listPages.reference} .${p.table} tbody td{overflow-wrap:normal}}`,
  `${SM}{.${listPages.roomyFromSm}{padding:24px}}`,
  `.${listPages.operation}{${heading({ ...typography.h3, fontSize: '1.2rem', fontWeight: 600 })};display:flex;gap:8px;align-items:center;flex-wrap:wrap}`,
  `.${listPages.schema}{${heading({ ...typography.h3, fontSize: '1.1rem', fontWeight: 600 })}}`,
  `.${listPages.title4}{${heading({ fontSize: '1rem', fontWeight: 600, lineHeight: 1.235 })};margin-top:16px}`,
  `.${p.tag}.${listPages.tagPrimary},.${p.tag}.${listPages.tagInfo},.${p.tag}.${listPages.tagSuccess},.${p.tag}.${listPages.tagWarning}{color:${palette.primary.contrastText};background-color:${palette.primary.main}}`,
  `.${p.tag}.${listPages.tagInfo}{background-color:${palette.info.main}}`,
  `.${p.tag}.${listPages.tagSuccess}{background-color:${palette.success.main}}`,
  `.${p.tag}.${listPages.tagWarning}{background-color:${palette.warning.main}}`,
  `.${p.tagOutlined}.${listPages.tagError}{color:${palette.error.main};border-color:rgba(185, 28, 28, 0.7)}`,
  `.${listPages.fieldset}{border:0;padding:0;margin:0}`,
  `.${listPages.indent}{margin-left:24px}`,
  `.${listPages.fileTitle}{${heading({ ...typography.h3, fontSize: '1.1rem' })};margin-top:16px}`,
  `.${listPages.small}{${font};font-weight:${body2.fontWeight};font-size:${body2.fontSize};line-height:${body2.lineHeight}}`,
  `.${listPages.caption}{margin:0 0 4px;${font};font-size:${body2.fontSize};line-height:${body2.lineHeight};font-weight:600}`,
  `.${listPages.code}{padding:16px;margin-top:0;background-color:#f5f5f5;overflow-x:auto;font-size:.85rem}`,
  `.${listPages.flush}{margin:0}`,
  `.${listPages.heading}{display:flex;justify-content:space-between;align-items:baseline;gap:16px;margin-bottom:8px}`,
  `.${listPages.field}{flex:0 1 420px;min-width:0}`,
  `.${listPages.rowActions}{display:flex;gap:4px;flex-wrap:wrap}`,
  `.${listPages.note}{display:block;margin:0;${font};font-weight:${body1.fontWeight};font-size:.8125rem;line-height:${body1.lineHeight}}`,
  `.${listPages.hint}{margin:4px 0 0;${font};font-weight:${body1.fontWeight};font-size:.875rem;line-height:${body1.lineHeight}}`,
  `.${listPages.filterGrid}{display:grid;gap:16px;grid-template-columns:1fr;margin-bottom:16px}`,
  `${SM}{.${listPages.filterGrid}{grid-template-columns:repeat(2,1fr)}}`,
  `${LG}{.${listPages.filterGrid}{grid-template-columns:repeat(5,1fr)}}`,
  `.${listPages.inline}{display:flex;gap:16px;align-items:center}`,
  `.${listPages.fields}{display:grid;gap:16px}`,
  `.${listPages.measure}{display:block;max-width:28em;white-space:normal}`,
  `.${listPages.indented}{margin:0;padding-left:24px}`,
  `.${listPages.tools}{display:flex;gap:8px;align-items:center}`,
  `.${listPages.wrap}{flex-wrap:wrap}`,
  `.${listPages.start}{align-items:flex-start}`,
  `.${listPages.toolsAbove}{display:flex;gap:8px;margin-top:8px;flex-wrap:wrap}`,
  // Cards that lead somewhere (MUI's outlined Card, CardContent and CardActionArea).
  `.${tiles.lead}{font-size:1.1rem;margin-bottom:24px}`,
  `.${tiles.features}{display:grid;gap:16px;grid-template-columns:1fr;margin-bottom:32px}`,
  `${MD}{.${tiles.features}{grid-template-columns:repeat(3,1fr)}}`,
  `.${tiles.list}{list-style:none;padding:0;margin:0;display:grid;gap:16px;grid-template-columns:1fr}`,
  `${MD}{.${tiles.list}{grid-template-columns:repeat(2,1fr)}}`,
  `${LG}{.${tiles.list}{grid-template-columns:repeat(3,1fr)}}`,
  `.${tiles.card}{background-color:${palette.background.paper};color:${palette.text.primary};border-radius:${radius(1)};border:1px solid ${palette.divider};overflow:hidden}`,
  `.${tiles.tall},.${tiles.tall}>.${tiles.action}{height:100%}`,
  `.${tiles.content}{padding:16px}`,
  `.${tiles.content}:last-child{padding-bottom:24px}`,
  // Inside the link the content is not the card's last child in MUI's markup (its focus highlight follows it).
  `.${tiles.action}>.${tiles.content}{padding-bottom:16px}`,
  `.${tiles.action}{display:block;position:relative;box-sizing:border-box;width:100%;color:inherit;text-align:inherit;text-decoration:none;border-radius:inherit;outline:0}`,
  `.${tiles.action}::after{content:"";position:absolute;inset:0;border-radius:inherit;pointer-events:none;opacity:0;background-color:currentcolor}`,
  `@media (hover:hover){.${tiles.action}:hover::after{opacity:.04}}`,
  `.${tiles.action}:focus-visible::after{opacity:.12}`,
  // A form's column: its fields' margins add up as MUI's (inline-flex) fields' did instead of collapsing.
  `.${p.column}{display:flex;flex-direction:column}`,
  // The data table: plain cells styled by element under the table's class, one set of rules for every row and cell
  // (decisions 016, 040); a cell carries a class only for what differs (alignment, no wrapping, figures).
  // The box is a size container: its width is the page's, never the table's, so a wide table cannot widen the page.
  `.${p.tableScroll}{width:100%;overflow-x:auto;container-type:inline-size}`,
  `.${p.table}{display:table;width:100%;border-collapse:collapse;border-spacing:0}`,
  // 8 px beside each cell (MUI's 16 px pushed a money list's last columns off a 1366 px screen).
  `.${p.table} th,.${p.table} td{${font};font-weight:${body2.fontWeight};font-size:${body2.fontSize};line-height:${body2.lineHeight};display:table-cell;vertical-align:inherit;border-bottom:1px solid ${CELL_RULE};text-align:left;padding:6px 8px;color:${palette.text.primary}}`,
  `.${p.table} thead th{font-weight:${typography.fontWeightMedium};line-height:1.5rem}`,
  `.${p.table} tr{color:inherit;display:table-row;vertical-align:middle;outline:0}`,
  `.${p.table} .${TABLE_CELL.check}{width:24px;padding:0 8px}`,
  // A long word (a reference, a description) breaks rather than push the table past its box.
  `.${p.table} tbody td{overflow-wrap:anywhere}`,
  `.${p.table} .${TABLE_CELL.right}{text-align:right}`,
  `.${p.table} td.${TABLE_CELL.nowrap},.${p.table} .${TABLE_CELL.keep}{white-space:nowrap}`,
  `${NARROWER_THAN_LG}{.${p.table} .${TABLE_CELL.wide}{display:none}}`,
  `.${p.table} td.${TABLE_CELL.numeric}{font-variant-numeric:tabular-nums;font-weight:600}`,
  `.${p.table} tbody .payloft-you,.${p.table} tbody .payloft-note{color:${palette.text.secondary};font-size:.8125rem}`,
  `.${p.table} tbody a.${TABLE_CELL.link}{color:${palette.primary.main};text-decoration:none}`,
  `.${p.table} tbody a.${TABLE_CELL.link}:hover{text-decoration:underline}`,
  `.${p.table} a.MuiTableSortLabel-root{display:inline-flex;align-items:center;justify-content:flex-start;color:inherit;text-decoration:none;cursor:pointer}`,
  `.${p.table} a.MuiTableSortLabel-root:focus-visible{${focusRing(palette.primary.main, '2px')}}`,
  `.${p.table} a.MuiTableSortLabel-root:hover,.${p.table} a.MuiTableSortLabel-root.Mui-active{color:${palette.text.primary}}`,
  `.${p.table} a.MuiTableSortLabel-root svg{width:18px;height:18px;margin:0 4px;fill:currentColor;opacity:0;transition:opacity 200ms,transform 200ms}`,
  `.${p.table} a.MuiTableSortLabel-root:hover svg{opacity:.5}`,
  `.${p.table} a.MuiTableSortLabel-root.Mui-active svg{opacity:1;color:${palette.text.secondary}}`,
  `.${p.table} a.payloft-sort-asc svg{transform:rotate(180deg)}`,
  `.${p.table} th.${TABLE_CELL.right} a.MuiTableSortLabel-root{flex-direction:row-reverse}`,
  // A phone (the table's box under 600 px): each row a card, each cell a line under its column's name; the header row
  // keeps only its sort links and the select-all box; columns the table left out of the card are on the row's page.
  `${CARD_BELOW}{` +
    `.${p.table},.${p.table} thead,.${p.table} tbody,.${p.table} tbody tr{display:block}` +
    `.${p.table} thead tr{display:flex;flex-wrap:wrap;align-items:center;gap:0 4px;border-bottom:1px solid ${CELL_RULE}}` +
    `.${p.table} thead th{display:none;border:0;padding:6px 8px}` +
    `.${p.table} thead th.${TABLE_CELL.sortable},.${p.table} thead th.${TABLE_CELL.check}{display:block;width:auto}` +
    `.${p.table} tbody tr{padding:8px 0;border-bottom:1px solid ${CELL_RULE}}` +
    `.${p.table} tbody td{display:flex;justify-content:space-between;align-items:baseline;gap:16px;border:0;padding:3px 8px;text-align:right;overflow-wrap:anywhere}` +
    `.${p.table} tbody td::before{content:attr(data-label);flex:none;max-width:45%;text-align:left;white-space:normal;color:${palette.text.secondary};font-weight:${typography.fontWeightMedium}}` +
    `.${p.table} tbody td:empty,.${p.table} .${TABLE_CELL.minor},.${p.table} thead th.${TABLE_CELL.minor}{display:none}` +
    // A large-screen column the card keeps (primary: a crowded list's reference) is back on the phone.
    `.${p.table} tbody td.${TABLE_CELL.wide}:not(.${TABLE_CELL.minor}):not(:empty){display:flex}` +
    `.${p.table} tbody td.${TABLE_CELL.check}{display:block;width:auto;padding:3px 8px}` +
    `.${p.table} tbody td.${TABLE_CELL.empty}{display:block;text-align:left}` +
    `.${p.table} tbody td.${TABLE_CELL.empty}::before{content:none}` +
    `.${p.table} td.${TABLE_CELL.numeric}{font-size:1rem}` +
    `}`,
  // Status pills (StatusPill.tsx), wherever they are shown.
  '.payloft-pill{display:inline-block;padding:1px 10px;border-radius:999px;font-size:.8125rem;font-weight:600;line-height:1.6;white-space:nowrap}',
  ...Object.entries(PILL_TONES).map(([tone, { color, background }]) => `.payloft-pill-${tone}{color:${color};background-color:${background}}`),
  // The network's and On Demand's lists (manage users, invitations, businesses and leads, bank users, On Demand's
  // tabs): MUI's Box, Link and Chip as they drew them there.
  `.${listParts.tabs}{display:flex;flex-wrap:wrap;column-gap:24px;border-bottom:1px solid ${palette.divider};margin-bottom:24px}`,
  `.${listParts.tab}{padding:8px 0;font-weight:500;border-bottom:2px solid transparent;color:${palette.text.primary};text-decoration:none}`,
  `.${listParts.tab}[aria-current=page]{font-weight:700;border-bottom-color:${palette.primary.main};color:${palette.primary.main}}`,
  `.${listParts.formGrid}{display:grid;grid-template-columns:1fr;gap:16px;margin-top:8px}`,
  `${SM}{.${listParts.formGrid}{grid-template-columns:1fr 1fr}}`,
  `.${listParts.formButtons}{display:flex;gap:16px;align-items:center;margin-top:16px}`,
  `.${listParts.rowButtons},.${listParts.rowButtonsCentred}{display:flex;flex-wrap:wrap;gap:4px;align-items:flex-start}`,
  `.${listParts.rowButtonsCentred}{align-items:center}`,
  `.${listParts.inlineBlock}{display:inline-block}`,
  `.${page.titleRow}.${listParts.oneLine}{flex-wrap:nowrap}`,
  `.${listParts.headRow}{display:flex;justify-content:space-between;align-items:center;gap:16px;flex-wrap:wrap;margin-bottom:16px}`,
  `.${listParts.leadFacts}{display:grid;grid-template-columns:auto 1fr;column-gap:16px;row-gap:4px;margin:8px 0 0}`,
  `.${listParts.leadFacts}>dt{font-weight:600}`,
  `.${listParts.leadFacts}>dd{margin:0}`,
  `.${listParts.filterGrid}{display:grid;gap:16px;grid-template-columns:1fr;margin-bottom:16px}`,
  `${SM}{.${listParts.filterGrid}{grid-template-columns:repeat(2,1fr)}}`,
  `${LG}{.${listParts.filterGrid}{grid-template-columns:repeat(5,1fr)}}`,
  `.${listParts.narrowForm}{max-width:640px}`,
  `.${listParts.fieldStack},.${listParts.fieldsMd3}{display:grid;gap:16px}`,
  `${MD}{.${listParts.fieldsMd3}{grid-template-columns:repeat(3,1fr)}}`,
  `.${listParts.subHeading}{${heading({ ...typography.h3, fontSize: '1.1rem', fontWeight: 600 })};margin:24px 0 8px}`,
  `.${listParts.inheritLink}{color:inherit;text-decoration:underline}`,
  `.${page.button}.${listParts.wraps}{white-space:normal}`,
  `.${listParts.tagError}{margin-left:8px;color:${palette.error.main};border-color:rgba(185, 28, 28, 0.7)}`,
].join('\n');
