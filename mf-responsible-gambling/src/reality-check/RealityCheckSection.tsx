import { apiErrorText, Loader } from '@portal/shared-utils';
import { FormBanner } from '@portal/shared-utils/forms';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Card } from '../common/Card';
import { messages } from '../messages';
import { RealityCheckForm } from './RealityCheckForm';
import { realityCheckQuery } from './realityCheckApi';

const text = messages.realityCheck;

/**
 * The Limits page's Reality check section: what a reality check is, and the player's interval as the
 * server keeps it (every device follows it), to change.
 */
export function RealityCheckSection() {
  const headingId = useId();
  const { data, error } = useQuery(realityCheckQuery);
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <p>{text.explanation}</p>
      {data ? (
        <RealityCheckForm interval={data.interval_minutes} />
      ) : error ? (
        <FormBanner message={apiErrorText(error, { fallback: text.loadFailed })} />
      ) : (
        <Loader label={text.loading} />
      )}
    </Card>
  );
}
