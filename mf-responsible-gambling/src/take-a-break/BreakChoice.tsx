import type { SelectOption } from '@portal/shared-utils';
import { Card } from '../common/Card';
import { BreakForm, type BreakWording } from './BreakForm';

export interface BreakChoiceProps {
  heading: string;
  /** What the break or timeout means for the player. */
  consequences: readonly string[];
  periods: SelectOption[];
  wording: BreakWording;
}

/** One kind of break: what it means, then its period choice (spec 2 §2 Take a Break). */
export function BreakChoice({ heading, consequences, periods, wording }: BreakChoiceProps) {
  return (
    <Card>
      <h2>{heading}</h2>
      <ul>
        {consequences.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <BreakForm periods={periods} wording={wording} />
    </Card>
  );
}
