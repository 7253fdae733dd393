import type { ComponentProps } from 'react';
import { validationCodeTypes, type ValidationCodeType } from '@clearbill/shared';
import { NativeSelect } from '@/components/ui/NativeSelect';

export const validationTypeLabel = (t: ValidationCodeType) =>
  t === 'Category-III' ? 'CPT Category III' : t === 'REVENUE' ? 'Revenue' : t;

/** The code-type choice of the enterprise forms: the seven types and CPT Category III. */
export function CodeTypeSelect({
  value,
  onValueChange,
  ...field
}: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: ValidationCodeType | '';
  onValueChange: (value: ValidationCodeType | '') => void;
}) {
  return (
    <NativeSelect
      {...field}
      value={value}
      onChange={(e) => {
        onValueChange(e.target.value as ValidationCodeType | '');
      }}
    >
      <option value="">Choose a type</option>
      {validationCodeTypes.map((t) => (
        <option key={t} value={t}>
          {validationTypeLabel(t)}
        </option>
      ))}
    </NativeSelect>
  );
}
