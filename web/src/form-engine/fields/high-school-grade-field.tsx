import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { gradeTypeItem, highSchoolGrades, isGeneralByOwnCode, isGeneralType } from '@portal/shared/form/high-school-grades';
import type { FieldProps } from '../types.ts';
import { activeOptions, SelectField } from './basic-fields.tsx';

/**
 * select_grade_high_school (spec 2.10): 1급–9급 when the row's school type is the option coded 'general', otherwise
 * A–E; configured options win. The shared engine checks the same scale (shared/src/form/high-school-grades.ts).
 */
export function HighSchoolGradeField(props: FieldProps) {
  const { item, prefix, siblings } = props;
  const typeItem = useMemo(() => gradeTypeItem(item, siblings ?? []), [item, siblings]);
  const typeValue = useWatch({ name: `${prefix}${typeItem?.input_type.field ?? ''}`, disabled: !typeItem }) as unknown;
  const own = activeOptions(item);
  const general = typeItem ? isGeneralType(typeItem, typeValue) : isGeneralByOwnCode(item);
  const choices = useMemo(() => highSchoolGrades(general).map((g) => ({ value: g, title: g })), [general]);
  return <SelectField {...props} choices={own.length > 0 ? own : choices} />;
}
