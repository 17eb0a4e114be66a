/**
 * Words that can name one kind of appointment only and share no word with its title: "teeth" is the dentist, whatever
 * else the day holds, because no other appointment is about teeth. A word that could name several ("doctor" may be a
 * GP, a dentist or a vet; "check-up" anything) is not here, and neither is one that is part of the title ("hair" for
 * "Haircut"), which the rule for a title said in part asks about ("Do you mean Haircut?"). Used only when no title
 * holds the person's own word, and acted on only when exactly one appointment fits (`findAppointment`).
 */
const CERTAIN: Readonly<Record<string, string>> = {
  teeth: 'dentist',
  tooth: 'dentist',
  dental: 'dentist',
};

/**
 * The subject with its certain nickname written as the title it stands for ("teeth" gives "dentist"), or null when
 * the subject holds no such word, so there is nothing else to try.
 */
export function withNicknameWrittenOut(subject: string): string | null {
  let changed = false;
  const written = subject.replace(/[\p{L}]+/gu, (word) => {
    const title = CERTAIN[word.toLowerCase()];
    if (!title) return word;
    changed = true;
    return title;
  });
  return changed ? written : null;
}
