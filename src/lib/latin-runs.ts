/** A run of words in Latin letters, with the spaces and punctuation between them: "Eating Hints: Before, during". */
export const latinRun = /[A-Za-z][\w'’&.,:;()/-]*(?:[ \t]+[\w'’&.,:;()/-]*[A-Za-z][\w'’&.,:;()/-]*)*/g
