/**
 * A run of words in Latin letters, with the spaces, punctuation and figures between and after them: "Eating Hints:
 * Before, during", "helpline receives over 2 lakh calls", "Journal of Hepatology, 2021:". A Marathi or Hindi text
 * writes its own figures after it in its own digits, or in words of its own.
 */
export const latinRun = /[A-Za-z][\w'’&.,:;()/-]*(?:[ \t]+(?:[0-9][\w.,]*[ \t]+)*[\w'’&.,:;()/-]*[A-Za-z][\w'’&.,:;()/-]*)*(?:[ \t]+[0-9][\w.,:;()/-]*)*/g
