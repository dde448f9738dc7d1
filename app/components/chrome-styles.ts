/**
 * The page chrome's styles (header, menus, breadcrumbs, footer, logo) and the list filters' plain fields, written
 * once as one stylesheet from the theme's values and sent in <head> (decision 037). The chrome renders plain elements with these class names, so a
 * page spends no CPU serialising, hashing and extracting Emotion styles for the same header on every request
 * (decision 016 did the same for table bodies). Below `md` (900 px) the side column becomes the header's drawer.
 */
import { theme } from '../theme';
import { visuallyHidden } from './visually-hidden';

const { palette, shape, shadows, breakpoints, typography } = theme;
const MD = `@media (min-width:${breakpoints.values.md}px)`;
const SM = `@media (min-width:${breakpoints.values.sm}px)`;
const radius = (times: number) => `${Number(shape.borderRadius) * times}px`;
const focusRing = (colour: string, offset: string) => `outline:3px solid ${colour};outline-offset:${offset}`;

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

/** Dashboard cards: figure cards and chart cards, drawn like MUI's outlined card (decision 037). */
export const cards = {
  grid: 'pl-stat-grid',
  card: 'pl-card',
  label: 'pl-stat-label',
  value: 'pl-stat-value',
  long: 'pl-stat-long',
  hint: 'pl-stat-hint',
  title: 'pl-card-title',
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
} as const;

const c = chrome;
const f = controls;
const LG = `@media (min-width:${breakpoints.values.lg}px)`;

export const CHROME_CSS = [
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
  `${MD}{.${c.main}{padding:32px}}`,
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
  `select.${f.input}{cursor:pointer}`,
  `.${f.adornment}{padding-left:14px;color:${palette.text.secondary}}`,
  `.${f.adornment}+.${f.input}{padding-left:8px}`,
  `.${f.help}{margin:3px 14px 0;font-size:.75rem;line-height:1.66;color:${palette.text.secondary}}`,
  `.${f.invalid} .${f.box},.${f.invalid} .${f.box}:hover{border-color:${palette.error.main}}`,
  `.${f.invalid} .${f.label},.${f.invalid} .${f.help}{color:${palette.error.main}}`,
].join('\n');
