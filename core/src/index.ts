export * from './constants.ts';
export * from './messages.ts';
export * from './user.ts';
export * from './auth.ts';
export * from './validation.ts';
export * from './questionnaire.ts';
export * from './civil-date.ts';
export * from './plan.ts';
