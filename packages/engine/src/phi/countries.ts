/**
 * Country and territory names as addresses end with them, in English and as the country writes its own
 * name where that differs: the ones the postal-chain list in `address-chains.ts` does not hold already.
 */
export const moreCountries: readonly string[] = [
  'andorra', 'angola', 'anguilla', 'antigua and barbuda', 'armenia', 'aruba', 'azerbaijan', 'azərbaycan',
  'bahamas', 'the bahamas', 'bahrain', 'barbados', 'belarus', 'belize', 'benin', 'bermuda', 'bhutan',
  'bosnia and herzegovina', 'botswana', 'brunei', 'burkina faso', 'burundi', 'cabo verde', 'cape verde',
  'cayman islands', 'central african republic', 'comoros', 'congo', 'democratic republic of the congo',
  'dr congo', "côte d'ivoire", 'cote d’ivoire', 'ivory coast', 'cuba', 'curaçao', 'djibouti', 'dominica',
  'east timor', 'timor-leste', 'equatorial guinea', 'eritrea', 'eswatini', 'swaziland', 'faroe islands',
  'føroyar', 'french guiana', 'french polynesia', 'gabon', 'gambia', 'the gambia', 'sakartvelo',
  'greenland', 'grenada', 'guadeloupe', 'guam', 'guinea', 'guinea-bissau', 'guyana', 'haiti', 'haïti',
  'kiribati', 'kosovo', 'kuwait', 'kyrgyzstan', 'laos', 'lao pdr', 'lesotho', 'liberia', 'libya',
  'liechtenstein', 'latvija', 'lietuva', 'eesti', 'macau', 'macao', 'madagascar', 'malawi', 'maldives',
  'mali', 'marshall islands', 'martinique', 'mauritania', 'mauritius', 'micronesia', 'moldova', 'monaco',
  'montenegro', 'montserrat', 'mozambique', 'moçambique', 'namibia', 'nauru', 'new caledonia', 'niger',
  'north korea', 'north macedonia', 'oman', 'palau', 'palestine', 'papua new guinea', 'png', 'qatar',
  'réunion', 'saint kitts and nevis', 'saint lucia', 'st lucia', 'st. lucia', 'saint vincent and the grenadines',
  'san marino', 'são tomé and príncipe', 'seychelles', 'sierra leone', 'solomon islands', 'somalia',
  'south sudan', 'sudan', 'suriname', 'syria', 'tajikistan', 'togo', 'turks and caicos islands', 'tuvalu',
  'turkmenistan', 'us virgin islands', 'british virgin islands', 'uzbekistan', "o'zbekiston", 'o‘zbekiston',
  'vanuatu', 'vatican city', 'yemen', 'western sahara', 'scotland', 'hrvatska', 'srbija', 'србија',
  'slovensko', 'slovenija', 'magyarország', 'românia', 'romania', 'ελλάδα', 'ελλαδα', 'българия', 'беларусь',
  'казахстан', 'қазақстан', 'кыргызстан', 'монгол', 'საქართველო', 'հայաստան', 'türkiye', 'ایران', 'مصر',
  'المغرب', 'ישראל', 'भारत', 'ශ්‍රී ලංකාව', 'ประเทศไทย', 'việt nam', 'viet nam', 'brasil', 'perú', 'méxico',
  'cook islands', 'niue', 'american samoa', 'st vincent', 'st. vincent', 'saint vincent', 'st kitts',
  'st. kitts', 'northern mariana islands', 'falkland islands', 'gibraltar', 'guernsey', 'isle of man',
  'sint maarten', 'bonaire', 'mayotte', 'saint helena', 'st helena', 'wallis and futuna',
  'st vincent and the grenadines', 'st. vincent and the grenadines', 'saint-vincent-et-les-grenadines',
  'guyane', 'guyane française', 'comores', 'b.w.i.', 'british west indies', 'west indies',
]; // prettier-ignore
