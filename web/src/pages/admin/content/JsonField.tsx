import { useEffect, useId, useRef, useState } from 'react';
import { useLanguage } from '../../../app/language/LanguageContext';
import { CodeArea } from '../../../components/admin/ui/form/controls';
import { describedBy, Field } from '../../../components/admin/ui/form/Field';
import { jsonText, readJson, type JsonShape } from './contentEditor';

interface JsonFieldProps {
  label: string;
  value: unknown;
  shape: JsonShape;
  onChange: (value: unknown[] | Record<string, unknown>) => void;
  rows?: number;
}

/**
 * A JSON text area. Each keystroke that leaves valid JSON of the right shape updates the value;
 * anything else is ignored and the last valid value is kept, with a note saying so.
 */
export function JsonField({ label, value, shape, onChange, rows = 12 }: JsonFieldProps) {
  const { t } = useLanguage();
  const id = useId();
  const [text, setText] = useState(() => jsonText(value));
  const lastEmitted = useRef<unknown>(value);

  // A new value from outside (another section, 'New Content', a save) replaces the text.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    setText(jsonText(value));
  }, [value]);

  const valid = readJson(text, shape) !== undefined;
  const hint = valid
    ? t(shape === 'array' ? 'admin.content.json.arrayHint' : 'admin.content.json.objectHint')
    : t('admin.content.json.invalid');

  return (
    <Field id={id} label={label} hint={hint}>
      <CodeArea
        id={id}
        rows={rows}
        dir="ltr"
        spellCheck={false}
        value={text}
        aria-describedby={describedBy(id, hint)}
        aria-invalid={!valid}
        $invalid={!valid}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = readJson(event.target.value, shape);
          if (parsed === undefined) return;
          lastEmitted.current = parsed;
          onChange(parsed);
        }}
      />
    </Field>
  );
}
