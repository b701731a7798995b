import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CALENDAR_FILE_NAME, type CalendarFeedStatus } from '@careerforge/contract';
import { api, callFile } from '../../../lib/api';
import { downloadBlob } from '../../../lib/download';

/** The tracker's calendar: the .ics download, the private feed and the follow-up setting. */
export const calendarFeedQueryKey = ['applications', 'calendar-feed'] as const;
export const trackerSettingsQueryKey = ['applications', 'settings'] as const;

/** Downloads the calendar file (interviews, offer deadlines, follow-up reminders). */
export async function downloadCalendar(): Promise<void> {
  const { blob, fileName } = await callFile('applications.calendar');
  downloadBlob(fileName ?? CALENDAR_FILE_NAME, blob);
}

export const useCalendarFeed = (enabled: boolean) =>
  useQuery({
    queryKey: calendarFeedQueryKey,
    queryFn: () => api.call('applications.calendarFeed'),
    enabled,
  });

/** A request that changes the feed, and the feed's status it leaves behind. */
function useFeedChange<T>(call: () => Promise<T>, status: (answer: T) => CalendarFeedStatus) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) =>
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedQueryKey, status(answer)),
  });
}

/** Makes a new feed address (ending the last one); its answer is the only time it is shown. */
export const useCreateCalendarFeed = () =>
  useFeedChange(
    () => api.call('applications.createCalendarFeed'),
    (feed) => ({ active: true, createdAt: feed.createdAt }),
  );

export const useRevokeCalendarFeed = () =>
  useFeedChange(
    () => api.call('applications.revokeCalendarFeed'),
    () => ({ active: false, createdAt: null }),
  );

export const useTrackerSettings = (enabled: boolean) =>
  useQuery({
    queryKey: trackerSettingsQueryKey,
    queryFn: () => api.call('applications.settings'),
    enabled,
  });

export function useUpdateTrackerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (followUpDays: number | null) =>
      api.call('applications.updateSettings', { body: { followUpDays } }),
    onSuccess: (settings) => queryClient.setQueryData(trackerSettingsQueryKey, settings),
  });
}
