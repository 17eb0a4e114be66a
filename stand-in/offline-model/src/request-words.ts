/**
 * The words that say what a request wants, shared by the one-call vocabulary (Part 2) and the plans (Part 3). Each
 * pattern is tested on the whole message; the plans are tried in the order move, cancel, book, check, list, so
 * "reschedule" is a move and "add … to my calendar" a booking.
 */

/** "move …", "reschedule …", "push … back", "put off …": a request to move an appointment. */
export const MOVE_WORDS = /\b(move|reschedule|shift|push|postpone|put off|bring forward|change)\b/i;

/** "cancel …", "delete …", "erase …", "clear …", "get rid of …", "bin …", "ditch …": a request to cancel. */
export const CANCEL_WORDS =
  /\b(cancel|delete|remove|drop|call off|erase|clear|get rid of|scrap|bin|ditch|axe|take off|strike off|unbook)\b/i;

/**
 * "book …", "set up …", "add … to my calendar", "put … in", "pop … in", "create …", "remind me to …": a request to book.
 * "schedule" is a booking only as a verb: "what is on my schedule" is not one.
 */
export const BOOK_WORDS =
  /\b(book|reserve|make an appointment|set up|set|add|create|put|pencil|remind me|arrange|organi[sz]e|plan)\b|(?<!\b(?:my|the|your|our|a|today'?s|tomorrow'?s|on)\s)\bschedule\b(?!d)/i;

/** "is … free?", "is … taken?", "am I available …?", "can I get a slot …?": a request to check. */
export const CHECK_WORDS = /\b(free|available|availability|open|slot|taken|can i (get|have|come)|any room)\b/i;

/** "what's on …?", "do I have …?", "show my calendar", "check calendar events for …": a request to list. */
export const LIST_WORDS =
  /\b(what'?s on|what is on|what do i have|do i have|what have i got|have i got|what'?s happening|what is happening|what'?s planned|anything on|show|list|agenda|my calendar|my schedule|my day|booked|appointments|am i busy|what'?s up|check (?:my |the )?(?:calendar|schedule|diary|agenda)|check (?:my )?(?:calendar )?events|tell me about)\b/i;

/** "all my …", "everything …", "clear my afternoon": a request that means several appointments at once. */
export const MANY_WORDS = /\b(all|every|everything|clear)\b/i;
