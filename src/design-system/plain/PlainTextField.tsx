/**
 * MUI's outlined TextField as plain elements (docs/ARCHITECTURE.md#documents-and-apps-third-round):
 * the same parts (label, input, notched outline, helper text) with the class names of
 * PlainControls.tsx, styled by the theme's global rules, so a form island hydrates with no theme
 * and no style engine, and an app's first screen draws its fields without MUI's form control,
 * measuring textarea and menu select (the brain dump, the post editor: docs/ARCHITECTURE.md#apps-in-pieces). A required field's label ends in an asterisk hidden from screen readers
 * (the input says `required`); the helper text, or the error that replaces it, describes the input.
 */
import type {
  ChangeEventHandler,
  ClipboardEventHandler,
  CSSProperties,
  DragEventHandler,
  ReactNode,
  Ref,
} from 'react';
import { classes, plainClass, PlainIcon, type PlainIconName } from './PlainControls';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export interface PlainTextFieldProps {
  id: string;
  name?: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<FieldElement>;
  type?: 'text' | 'email' | 'password' | 'search' | 'url' | 'datetime-local';
  required?: boolean;
  autoComplete?: string;
  /** Shown under the field; an error replaces it and turns the field red. */
  helperText?: string;
  error?: boolean;
  /** A textarea of at least this many lines instead of an input. */
  multilineRows?: number;
  /** The textarea grows with its text up to this many lines, then scrolls. */
  maxRows?: number;
  /** Shown while the field has focus and no text (MUI's placeholder). */
  placeholder?: string;
  /** The id of a text outside the field that describes it too, read after the helper text. */
  describedBy?: string;
  spellCheck?: boolean;
  /** The label stays up even while the field is empty (a date field draws its own format there). */
  labelUp?: boolean;
  /** Style of the input or textarea itself (the post body's monospace). */
  inputStyle?: CSSProperties;
  onPaste?: ClipboardEventHandler<FieldElement>;
  onDrop?: DragEventHandler<FieldElement>;
  onDragOver?: DragEventHandler<FieldElement>;
  /** An icon at the start of the field (MUI's start adornment): the label then stays up. */
  startIcon?: PlainIconName;
  inputRef?: Ref<HTMLInputElement>;
}

export function PlainTextField({
  id,
  name,
  label,
  value,
  onChange,
  type = 'text',
  required = false,
  autoComplete,
  helperText,
  error = false,
  multilineRows,
  maxRows,
  placeholder,
  describedBy,
  spellCheck,
  labelUp = false,
  inputStyle,
  onPaste,
  onDrop,
  onDragOver,
  startIcon,
  inputRef,
}: PlainTextFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const control = {
    id,
    name,
    value,
    onChange,
    required,
    autoComplete,
    // A space unless the field has its own: the label floats up while no placeholder is shown,
    // that is while there is text.
    placeholder: placeholder || ' ',
    spellCheck,
    onPaste,
    onDrop,
    onDragOver,
    'aria-invalid': error,
    'aria-describedby': [helperId, describedBy].filter(Boolean).join(' ') || undefined,
  };
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      error={error}
      labelUp={labelUp || startIcon !== undefined || value !== ''}
      boxClass={classes(
        multilineRows !== undefined && plainClass.fieldBoxMultiline,
        startIcon && plainClass.fieldBoxAdornedStart,
      )}
      helperText={helperText}
      helperId={helperId}
    >
      {startIcon && (
        <span className={plainClass.fieldAdornment}>
          <PlainIcon name={startIcon} />
        </span>
      )}
      {multilineRows !== undefined ? (
        <textarea
          {...control}
          rows={multilineRows}
          className={classes(plainClass.fieldInput, plainClass.fieldTextarea)}
          style={
            {
              ...inputStyle,
              '--ds-field-rows': multilineRows,
              '--ds-field-max-rows': maxRows,
            } as CSSProperties
          }
        />
      ) : (
        <input
          {...control}
          ref={inputRef}
          type={type}
          className={plainClass.fieldInput}
          style={inputStyle}
        />
      )}
    </FieldFrame>
  );
}

/**
 * MUI's outlined TextField with `select` and `SelectProps.native`: the browser's own select (the
 * phone's picker), its label always up, MUI's arrow drawn over its end.
 */
export function PlainSelectField({
  id,
  label,
  value,
  onChange,
  helperText,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  /** Shown under the field, describing the select. */
  helperText?: string;
  /** The <option>s. */
  children: ReactNode;
}) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FieldFrame id={id} label={label} labelUp helperText={helperText} helperId={helperId}>
      <select
        id={id}
        value={value}
        onChange={onChange}
        aria-describedby={helperId}
        className={classes(plainClass.fieldInput, plainClass.fieldSelect)}
      >
        {children}
      </select>
      <PlainIcon name="arrowDropDown" className={plainClass.fieldSelectIcon} />
    </FieldFrame>
  );
}

/** The parts around a field's control: its label, the outlined box and the helper text. */
function FieldFrame({
  id,
  label,
  required = false,
  error = false,
  labelUp = false,
  boxClass,
  helperText,
  helperId,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: boolean;
  /** Up whatever the focus: the field holds text, an adornment or a select's choice. */
  labelUp?: boolean;
  boxClass?: string;
  helperText?: string;
  helperId?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={classes(
        plainClass.field,
        error && plainClass.fieldError,
        labelUp && plainClass.fieldLabelUp,
      )}
    >
      <label className={plainClass.fieldLabel} htmlFor={id} id={`${id}-label`}>
        {label}
        {required && <span aria-hidden="true">{'\u2009*'}</span>}
      </label>
      <div className={classes(plainClass.fieldBox, boxClass)}>
        {children}
        <fieldset aria-hidden="true" className={plainClass.fieldOutline}>
          <legend>
            {/* Three text nodes, as MUI writes them: the notch is as wide as MUI's to the pixel. */}
            <span>
              {label}
              {required && '\u2009'}
              {required && '*'}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p className={plainClass.fieldHelper} id={helperId}>
          {helperText}
        </p>
      )}
    </div>
  );
}
