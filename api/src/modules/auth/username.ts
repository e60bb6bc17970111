/**
 * One spelling of a username: Unicode compatibility form (NFKC: a fullwidth 'ａ' is 'a', a ligature
 * its letters), then lower case. The sign-in lookup, the stored name, the limiter's keys and the
 * device cookie all use it, and the columns compare bytes (utf8mb4_bin on MySQL, BINARY on SQLite),
 * so that no other spelling reaches the same account past the limits. NFKC keeps accents: 'âdmïn' is
 * another name.
 */
export const normaliseUsername = (username: string): string => username.normalize('NFKC').toLowerCase().normalize('NFKC');
