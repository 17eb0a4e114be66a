import { type Appointment, type Calendar, describeAppointment, namesAppointment } from '@scheduling-agent/calendar';
import { type CallMeta, readCallMeta } from './call-meta.ts';
import { cancelAppointment, lookupOf } from './cancel-appointment.ts';
import type { CalendarOutcome, CallOptions, Target } from './tools.ts';

/**
 * Part 6's cancel: Part 5's, held to what a durable host was told. A call sent again under its idempotency key gets
 * what it did before (its appointment is gone, so looking it up again would fail); a preview does nothing and says
 * what the call would act on; otherwise Part 5's cancel runs on a calendar bound to the call, below. A call bound to
 * an expected target carries the person's yes to exactly that appointment (the host showed it), so a client that
 * cannot ask through the server still gets it cancelled, and only if it is still that one.
 */
export async function cancelBound(
  calendar: Calendar,
  args: Record<string, unknown>,
  options: CallOptions = {},
): Promise<CalendarOutcome> {
  const { idempotencyKey, preview, expectTarget } = readCallMeta(options.meta);
  const replayed = idempotencyKey === undefined ? undefined : await replayCancel(calendar, args, idempotencyKey);
  if (replayed) return replayed;
  if (preview) return previewCancel(calendar, args);
  const approved = options.ask ?? (expectTarget ? async () => 'accept' as const : undefined);
  return cancelAppointment(bindTo(calendar, { idempotencyKey, expectTarget }), args, {
    ...options,
    ...(approved ? { ask: approved } : {}),
  });
}

// #region bound-cancel
/**
 * The calendar as a bound call sees it: `find` refuses (`changed`) an appointment that is not the target the person
 * approved, and `cancel` carries the call's key, so the calendar remembers what it did under it.
 */
function bindTo(calendar: Calendar, { idempotencyKey, expectTarget }: CallMeta): Pick<Calendar, 'find' | 'cancel'> {
  return {
    find: async (request) => {
      const found = await calendar.find(request);
      if (!found.ok || !expectTarget || sameTarget(found.appointment, expectTarget)) return found;
      const message = `Nothing was cancelled: the appointment changed since it was approved. The approval was for ${describeAppointment(expectTarget)}; it is now ${describeAppointment(found.appointment)}.`;
      return { ok: false, reason: 'changed', message, candidates: [found.appointment] };
    },
    cancel: (request) => calendar.cancel(idempotencyKey === undefined ? request : { ...request, idempotencyKey }),
  };
}
// #endregion bound-cancel

/** What a cancel sent again under its key did before, or undefined when this is the first time it comes. */
async function replayCancel(
  calendar: Calendar,
  args: Record<string, unknown>,
  idempotencyKey: string,
): Promise<CalendarOutcome | undefined> {
  const earlier = await calendar.earlier(idempotencyKey);
  // The same key with other arguments is a different request: it gets no old answer (the calendar refuses it).
  if (earlier?.action !== 'cancel' || !namesAppointment(lookupOf(args), earlier.appointment)) return undefined;
  const { appointment } = earlier;
  const message = `Already cancelled ${describeAppointment(appointment)} (this request was carried out before).`;
  return { result: { ok: true, appointment, target: targetOf(appointment), message, replayed: true }, isError: false };
}

/** What a cancel would act on, without acting: the host shows it, and binds the person's yes to it. */
async function previewCancel(calendar: Calendar, args: Record<string, unknown>): Promise<CalendarOutcome> {
  const found = await calendar.find(lookupOf(args));
  if (!found.ok) return { result: { ...found }, isError: true };
  const target = targetOf(found.appointment);
  return {
    result: { ok: true, preview: true, target, message: `Would cancel ${describeAppointment(target)}.` },
    isError: false,
  };
}

/** Whether an appointment is still the target a person approved: the same id, start, end and title. */
function sameTarget(appointment: Appointment, target: Target): boolean {
  return JSON.stringify(targetOf(appointment)) === JSON.stringify(targetOf(target));
}

/** The fields that name what a cancel acts on, in one order, so two targets compare as text. */
function targetOf({ id, start, end, title }: Target): Target {
  return title === undefined ? { id, start, end } : { id, start, end, title };
}
