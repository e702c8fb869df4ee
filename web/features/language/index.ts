export { LanguageList, LanguageSelect } from './LanguageSwitch';
export { LanguageSync } from './LanguageSync';
export { takeLanguageFromAddress } from './switch-language';
