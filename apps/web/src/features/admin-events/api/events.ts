// The console's event rosters (API /api/admin/events): the events, one event's shifts with the
// venues and duties to pick from, and every change to them. Every change asks for the list and
// the open event again.
import {
  ZAdminEventDeleted,
  ZAdminEventList,
  ZAdminEventResponse,
  ZAdminEventRoster,
  ZAdminShiftDeleted,
  ZAdminShiftResponse,
  ZEventDayCopied,
  type TAdminEvent,
  type TAdminEventRoster,
  type TEventCopyDay,
  type TShiftWrite,
} from '@courtside/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { useConsoleChange } from '../../../components/console/change';

const eventsKey = ['admin', 'events'] as const;

export const getEvents = async (signal?: AbortSignal): Promise<TAdminEvent[]> =>
  (await apiGet('/api/admin/events', ZAdminEventList, signal)).data.events;

export const useEvents = () =>
  useQuery({ queryKey: eventsKey, queryFn: ({ signal }) => getEvents(signal), staleTime: 0 });

export const getEventRoster = async (id: number, signal?: AbortSignal): Promise<TAdminEventRoster> =>
  (await apiGet(`/api/admin/events/${id}`, ZAdminEventRoster, signal)).data;

export const useEventRoster = (id: number) =>
  useQuery({
    queryKey: [...eventsKey, id],
    queryFn: ({ signal }) => getEventRoster(id, signal),
    staleTime: 0,
    retry: false,
  });

/** POST /api/admin/events, or PUT /api/admin/events/:id (rename) with an id. */
export const saveEvent = async ({ id, name }: { id?: number; name: string }) =>
  (
    await (id === undefined
      ? apiPost('/api/admin/events', { name }, ZAdminEventResponse)
      : apiPut(`/api/admin/events/${id}`, { name }, ZAdminEventResponse))
  ).data;

export const publishEvent = async ({ id, published }: { id: number; published: boolean }) =>
  (await apiPut(`/api/admin/events/${id}/published`, { published }, ZAdminEventResponse)).data;

export const deleteEvent = async (id: number) =>
  (await apiDelete(`/api/admin/events/${id}`, ZAdminEventDeleted)).data;

/** POST /api/admin/events/:id/shifts, or PUT .../shifts/:shift_id with a shift id. */
export const saveShift = async ({
  eventId,
  shiftId,
  shift,
}: {
  eventId: number;
  shiftId?: number;
  shift: TShiftWrite;
}) =>
  (
    await (shiftId === undefined
      ? apiPost(`/api/admin/events/${eventId}/shifts`, shift, ZAdminShiftResponse)
      : apiPut(`/api/admin/events/${eventId}/shifts/${shiftId}`, shift, ZAdminShiftResponse))
  ).data;

export const deleteShift = async ({ eventId, shiftId }: { eventId: number; shiftId: number }) =>
  (await apiDelete(`/api/admin/events/${eventId}/shifts/${shiftId}`, ZAdminShiftDeleted)).data;

export const copyDay = async ({ eventId, copy }: { eventId: number; copy: TEventCopyDay }) =>
  (await apiPost(`/api/admin/events/${eventId}/copy-day`, copy, ZEventDayCopied)).data;

/** A change to the event rosters; the lists (and the audit log, when next shown) are asked again. */
export const useEventsChange = <A, R>(change: (arg: A) => Promise<R>) => useConsoleChange(eventsKey, change);
