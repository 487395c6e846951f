// Self-hosted IBM Plex Sans (Latin) and IBM Plex Sans Arabic (Arabic script): only the subsets
// the site uses, in two weights. CSS font matching draws the theme's medium weight (500) with
// the regular and its semibold (600) with the bold, so the first screen needs two files per
// script (both preloaded by the web server for the visitor's language) instead of four.
// Browsers fetch a file only when a page uses that face. The Arabic face is cut down to what
// Arabic text and the Latin characters of an Arabic page need (web/scripts/subset-fonts.ts).
import '@fontsource/ibm-plex-sans/latin-400.css';
import '@fontsource/ibm-plex-sans/latin-700.css';
import './fonts/ibm-plex-sans-arabic.css';
