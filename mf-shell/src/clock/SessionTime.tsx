import type { User } from '@portal/shared-utils';
import { formatDuration } from './formatDuration';
import { useSessionSeconds } from './useSessionSeconds';

interface SessionTimeProps {
  user: User;
  label: string;
  className?: string;
}

/** '{label} 0d 00h 05m 10s': the live session clock of the balance panel and the US footer. */
export function SessionTime({ user, label, className }: SessionTimeProps) {
  const seconds = useSessionSeconds(user);
  if (seconds === null) return null;
  return (
    <p className={className}>
      <span>{label}</span> <span data-testid="session-time">{formatDuration(seconds)}</span>
    </p>
  );
}
