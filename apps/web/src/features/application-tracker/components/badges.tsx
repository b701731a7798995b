import type { Application } from '@careerforge/contract';
import { Badge } from '../../../components/ui/badge';
import { PRIORITY_TONES, STATUS_TONES, priorityLabel, statusLabel } from '../lib/format';

export function StatusBadge({ status }: { status: Application['status'] }) {
  return <Badge tone={STATUS_TONES[status]}>{statusLabel(status)}</Badge>;
}

export function PriorityBadge({ priority }: { priority: Application['priority'] }) {
  return (
    <Badge tone={PRIORITY_TONES[priority]}>
      {priorityLabel(priority)}
      <span className="sr-only"> priority</span>
    </Badge>
  );
}

/** The "no answer for 21 days" flag of a stale application. */
export function StaleBadge() {
  return (
    <Badge tone="warning" className="border border-amber-400/60">
      No answer for 21 days
    </Badge>
  );
}
