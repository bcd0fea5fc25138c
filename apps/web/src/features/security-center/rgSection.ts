/** The responsible-gaming section's id: the footer's "Responsible gaming" opens the security centre at `#sc-rg`. */
export const RG_SECTION_ID = 'sc-rg';
