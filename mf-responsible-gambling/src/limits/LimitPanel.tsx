import type { User } from '@portal/shared-utils';
import { Card } from '../common/Card';
import { messages } from '../messages';
import { CurrentLimits } from './CurrentLimits';
import { LimitForm } from './LimitForm';
import { limitName, unitOf, type LimitOption } from './limitTypes';

const text = messages.limits;

/** One limit type's page: what is in force or pending, what the rules are, and the form to set it. */
export function LimitPanel({ option, user }: { option: LimitOption; user: User }) {
  const name = limitName(option);
  return (
    <Card>
      <CurrentLimits
        name={name}
        limits={user.limits.filter((limit) => limit.type.id === option.id)}
        requests={user.limit_requests.filter((request) => request.type.id === option.id)}
      />
      <p>{text.instruction(name, unitOf(option.id))}</p>
      <p>
        {text.description(
          name,
          text.hoursText(option.loosening_wait_hours),
          text.hoursText(option.confirm_within_hours),
        )}
      </p>
      <LimitForm option={option} />
    </Card>
  );
}
