import { slugify } from '@folio/contracts';
import { TextField } from '@folio/shared-ui';
import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';

interface SlugFieldProps {
  name: string;
  label: string;
  /** The field the slug follows, e.g. 'title'. */
  from: string;
  required?: boolean;
  hint?: string;
}

/** A slug input that follows its source field until the slug is edited by hand. */
export function SlugField({ name, label, from, required, hint }: SlugFieldProps) {
  const form = useForm();
  const source = useField<string>(from, { subscription: { value: true } }).input.value;
  const slugField = useField<string>(name, { subscription: { value: true, initial: true } });
  const slug = slugField.input.value;
  // An item that already has a slug keeps it: a published URL never changes by itself.
  const follows = !slugField.meta.initial;
  const previousSource = useRef(source);

  useEffect(() => {
    const before = previousSource.current;
    previousSource.current = source;
    if (before === source || !follows) return;
    // Follow the source while the slug is blank or still what the source gave.
    if (!slug || slug === slugify(before ?? '')) form.change(name, slugify(source ?? ''));
  }, [source, slug, form, name, follows]);

  return (
    <TextField
      name={name}
      label={label}
      required={required}
      hint={hint ?? 'Lower-case letters, digits and hyphens; filled in for you while the item is new.'}
      spellCheck={false}
      autoComplete="off"
    />
  );
}
