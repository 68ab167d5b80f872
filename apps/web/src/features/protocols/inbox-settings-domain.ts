/** The few settings declarations the inbox reads, so that loading them does not bring every section. */
export {
  getConfigBundle,
  listAnswerFaqs,
  permissionsFrom,
  sectionContracts,
  tabulationSection,
  tagSection,
} from '@contact/domain/settings';
