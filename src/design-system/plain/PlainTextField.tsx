/**
 * MUI's outlined TextField as plain elements (docs/ARCHITECTURE.md#documents-and-apps-third-round):
 * the same parts (label, input, notched outline, helper text) with the class names of
 * PlainControls.tsx, styled by the theme's global rules, so a form island hydrates with no theme
 * and no style engine. A required field's label ends in an asterisk hidden from screen readers
 * (the input says `required`); the helper text, or the error that replaces it, describes the input.
 */
import type { ChangeEventHandler, CSSProperties } from 'react';
import { classes, plainClass } from './PlainControls';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export interface PlainTextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<FieldElement>;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  autoComplete?: string;
  /** Shown under the field; an error replaces it and turns the field red. */
  helperText?: string;
  error?: boolean;
  /** A textarea of at least this many lines instead of an input. */
  multilineRows?: number;
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
}: PlainTextFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const control = {
    id,
    name,
    value,
    onChange,
    required,
    autoComplete,
    // A space: the label floats up while no placeholder is shown, that is while there is text.
    placeholder: ' ',
    'aria-invalid': error,
    'aria-describedby': helperId,
  };
  return (
    <div className={classes(plainClass.field, error && plainClass.fieldError)}>
      <label className={plainClass.fieldLabel} htmlFor={id} id={`${id}-label`}>
        {label}
        {required && <span aria-hidden="true">{'\u2009*'}</span>}
      </label>
      <div
        className={classes(
          plainClass.fieldBox,
          multilineRows !== undefined && plainClass.fieldBoxMultiline,
        )}
      >
        {multilineRows !== undefined ? (
          <textarea
            {...control}
            rows={multilineRows}
            className={classes(plainClass.fieldInput, plainClass.fieldTextarea)}
            style={{ '--ds-field-rows': multilineRows } as CSSProperties}
          />
        ) : (
          <input {...control} type={type} className={plainClass.fieldInput} />
        )}
        <fieldset aria-hidden="true" className={plainClass.fieldOutline}>
          <legend>
            <span>{required ? `${label}\u2009*` : label}</span>
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
