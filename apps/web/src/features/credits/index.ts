/** The credits feature's public entry: the balance, the check before a call, and their notices. Other features import only from here (decision 34). */
export { checkCredits } from './api/check-credits';
export { invalidateCredits } from './api/get-credits';
export { CreditCard } from './components/credit-card';
export { showCreditToast } from './credit-toast';
