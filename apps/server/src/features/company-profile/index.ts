/** The company-profile feature's public entry: the website analysis that pre-fills a scenario. Other features import only from here (decision 34). */
export { registerCompanyProfileRoutes } from './company-profile.routes';
export { createCompanyProfileService } from './company-profile.service';
export { extractiveProfileWriter } from './extractive.profile-writer';
export { createLlmProfileWriter } from './llm.profile-writer';
export { withProfileFallback, type ProfileWriter } from './profile-writer';
