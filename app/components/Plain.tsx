/**
 * Plain stand-ins for the few MUI pieces the root, the list pages and the dashboards used (decisions 040, 044): an alert and the buttons'
 * class names, drawn by the page's stylesheet (`page` in chrome-styles.ts) with MUI's looks, so these pages load no
 * MUI or Emotion in the browser.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { controls, page, tiles } from './chrome-styles';

interface ButtonLook {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'large';
  danger?: boolean;
}

/** The class names of a button (or a link drawn as one) with MUI's variant, size and colour. */
export function buttonClass({ variant = 'text', size, danger }: ButtonLook = {}): string {
  return [page.button, variant === 'text' ? '' : page[variant], size ? page[size] : '', danger ? page.danger : ''].filter(Boolean).join(' ');
}

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  defaultValue?: string;
  /** What is wrong with the value: shown under the field (with `errorId`) and announced with it. */
  error?: string;
  errorId?: string;
  autoComplete?: string;
  /** Announced as required (aria-required), not drawn with an asterisk: the label stays the field's name. */
  required?: boolean;
  autoFocus?: boolean;
}

/**
 * A form's text field as plain elements, drawn like MUI's outlined field with its label in the border (the list
 * filters' look, decision 037) and spaced like the theme's TextField (full width, normal margin). For forms wired
 * to conform, pass the field's id, name, errors and errorId.
 */
export function TextField({ id, name, label, type = 'text', defaultValue, error, errorId = `${id}-error`, autoComplete, required, autoFocus }: TextFieldProps) {
  return (
    <div className={error ? `${controls.field} ${controls.invalid}` : controls.field}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      <div className={controls.box}>
        <input
          id={id}
          name={name}
          type={type}
          className={controls.input}
          defaultValue={defaultValue}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoFocus={autoFocus}
        />
      </div>
      {error ? (
        <p id={errorId} className={controls.help}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** MUI's icons, as their paths (ErrorOutline, SuccessOutlined, InfoOutlined, ReportProblemOutlined, Close). */
const ICONS = {
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  close: 'M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
} as const;

function Icon({ path }: { path: string }) {
  return (
    <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={path} />
    </svg>
  );
}

interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  severity: 'error' | 'success' | 'info' | 'warning';
  /** A title above the message (MUI's AlertTitle). */
  title?: string;
  variant?: 'standard' | 'outlined' | 'filled';
  /** A close button (an icon button named "Close") when given. */
  onClose?: () => void;
  children: ReactNode;
  [data: `data-${string}`]: string | undefined;
}

/** MUI's Alert as plain elements: the icon, the message and, when it can be closed, a close button. */
export function Alert({ severity, title, variant = 'standard', onClose, children, role = 'alert', className, ...rest }: AlertProps) {
  const classes = [
    page.alert,
    { error: page.alertError, success: page.alertSuccess, info: page.alertInfo, warning: page.alertWarning }[severity],
    variant === 'outlined' ? page.alertOutlined : variant === 'filled' ? page.alertFilled : '',
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} role={role} {...rest}>
      <Icon path={ICONS[severity]} />
      <div>
        {title ? <p className={page.alertTitle}>{title}</p> : null}
        {children}
      </div>
      {onClose ? (
        <button type="button" className={page.alertClose} aria-label="Close" title="Close" onClick={onClose}>
          <Icon path={ICONS.close} />
        </button>
      ) : null}
    </div>
  );
}

/**
 * A card's title and text (MUI's CardContent with an h2 and a paragraph): the welcome page's features and the owner's
 * next steps. MUI 9's Typography drew the text in the primary colour (its `color="text.secondary"` was not applied): kept.
 */
export function TileContent({ title, text }: { title: string; text: string }) {
  return (
    <div className={tiles.content}>
      <h2 className={`${page.title2} ${page.gutter}`}>{title}</h2>
      <p className={page.text}>{text}</p>
    </div>
  );
}
