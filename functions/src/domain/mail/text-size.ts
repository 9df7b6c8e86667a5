/** An SMS holds 90 bytes as Korean carriers count them (EUC-KR: a Hangul syllable 2, ASCII 1); more is an LMS. */
export const SMS_BYTES = 90;
export const carrierBytes = (text: string) => [...text].reduce((n, c) => n + (c.charCodeAt(0) < 0x80 ? 1 : 2), 0);

/** What a text is billed as by Korean carriers and SENS: an SMS up to 90 carrier bytes, an LMS beyond. */
export const textSize = (text: string): 'SMS' | 'LMS' => (carrierBytes(text) > SMS_BYTES ? 'LMS' : 'SMS');
