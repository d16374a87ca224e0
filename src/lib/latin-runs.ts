/**
 * A run of words in Latin letters, with the spaces, punctuation and figures between them: "Eating Hints: Before,
 * during", "helpline receives over 2 lakh calls".
 */
export const latinRun = /[A-Za-z][\w'’&.,:;()/-]*(?:[ \t]+(?:[0-9][\w.,]*[ \t]+)*[\w'’&.,:;()/-]*[A-Za-z][\w'’&.,:;()/-]*)*/g
