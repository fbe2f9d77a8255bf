/** World Bank regions by code, as the `region` column spells them. */
export const WB_REGIONS: Readonly<Record<string, string>> = {
  EAS: 'East Asia & Pacific',
  ECS: 'Europe & Central Asia',
  LCN: 'Latin America & Caribbean',
  MEA: 'Middle East & North Africa',
  NAC: 'North America',
  SAS: 'South Asia',
  SSF: 'Sub-Saharan Africa',
};

export interface CountryFacts {
  code: string;
  name: string;
  region: string;
  /** 2014 anchors the series are projected back from. */
  population: number;
  lifeExpectancy: number;
  gdpPerCapita: number;
  ruralPercent: number;
  /** Adult HIV prevalence in percent, where the indicator is reported. */
  hivPrevalence: number | null;
  /** First year with GDP figures (states founded or reporting later). */
  gdpSince: number;
}

// code|name|region|population 2014 (millions)|life expectancy|GDP per capita (US$)|rural %|HIV %|GDP since
const COUNTRIES = `
AFG|Afghanistan|SAS|31.6|60.4|630|75.8||1960
ALB|Albania|ECS|2.89|77.8|4580|44.2||1984
DZA|Algeria|MEA|38.9|75.0|5470|29.5|0.1|1960
AGO|Angola|SSF|26.9|60.8|5410|37.4|2.2|1985
ATG|Antigua and Barbuda|LCN|0.09|75.9|13430|75.6||1977
ARG|Argentina|LCN|42.6|76.2|12330|8.4|0.4|1962
ARM|Armenia|ECS|2.91|74.6|3990|37.3|0.2|1990
AUS|Australia|EAS|23.5|82.3|62510|10.7|0.1|1960
AUT|Austria|ECS|8.55|81.5|51790|34.1||1960
AZE|Azerbaijan|ECS|9.54|71.9|7890|45.4|0.1|1990
BHS|Bahamas, The|LCN|0.37|75.4|22820|17.1|3.2|1960
BHR|Bahrain|MEA|1.36|76.6|24990|11.2||1980
BGD|Bangladesh|SAS|159.4|71.6|1090|66.0|0.1|1960
BRB|Barbados|LCN|0.28|75.5|15630|68.6|1.2|1960
BLR|Belarus|ECS|9.47|73.0|8320|23.4|0.5|1990
BEL|Belgium|ECS|11.21|80.6|47760|2.2||1960
BLZ|Belize|LCN|0.35|70.0|4790|55.6|1.3|1960
BEN|Benin|SSF|10.29|60.0|900|56.6|1.1|1960
BTN|Bhutan|SAS|0.77|69.4|2560|61.9|0.1|1980
BOL|Bolivia|LCN|10.56|67.9|3120|31.9|0.3|1960
BIH|Bosnia and Herzegovina|ECS|3.57|76.4|4850|60.4||1994
BWA|Botswana|SSF|2.17|64.4|7150|42.4|22.2|1960
BRA|Brazil|LCN|202.8|74.4|12110|14.8|0.5|1960
BRN|Brunei Darussalam|EAS|0.41|78.9|40980|23.2||1965
BGR|Bulgaria|ECS|7.22|74.5|7900|26.6||1980
BFA|Burkina Faso|SSF|17.59|58.6|700|71.3|0.9|1960
BDI|Burundi|SSF|10.82|56.7|310|88.1|1.1|1960
CPV|Cabo Verde|SSF|0.51|72.9|3610|35.3|1.0|1980
KHM|Cambodia|EAS|15.33|67.9|1090|79.1|0.6|1960
CMR|Cameroon|SSF|22.21|57.1|1410|46.4|4.3|1960
CAN|Canada|NAC|35.54|81.9|50960|18.3|0.2|1960
CAF|Central African Republic|SSF|4.52|50.3|380|60.3|4.3|1960
TCD|Chad|SSF|13.59|51.6|1020|77.6|2.0|1960
CHL|Chile|LCN|17.76|81.5|14670|10.6|0.3|1960
CHN|China|EAS|1364.3|75.8|7680|45.6|0.1|1960
COL|Colombia|LCN|47.79|74.0|8110|23.9|0.4|1960
COM|Comoros|SSF|0.77|63.3|1360|71.9|0.1|1980
COD|Congo, Dem. Rep.|SSF|74.88|58.7|440|58.3|0.8|1960
COG|Congo, Rep.|SSF|4.5|62.3|3150|34.8|2.8|1960
CRI|Costa Rica|LCN|4.76|79.4|10630|24.3|0.3|1960
CIV|Cote d'Ivoire|SSF|22.16|51.9|1550|46.5|3.4|1960
HRV|Croatia|ECS|4.24|77.5|13610|41.5||1995
CUB|Cuba|LCN|11.38|79.2|7260|23.0|0.3|1970
CYP|Cyprus|ECS|1.15|80.1|27250|33.1||1975
CZE|Czech Republic|ECS|10.53|78.8|19890|27.0||1990
DNK|Denmark|ECS|5.64|80.7|62550|12.5|0.2|1960
DJI|Djibouti|MEA|0.88|61.8|1810|22.7|1.3|1990
DMA|Dominica|LCN|0.07|77.0|7180|30.7||1977
DOM|Dominican Republic|LCN|10.41|73.5|6470|22.5|0.9|1960
ECU|Ecuador|LCN|15.9|75.9|6350|36.3|0.3|1960
EGY|Egypt, Arab Rep.|MEA|89.58|71.1|3370|57.0|0.1|1960
SLV|El Salvador|LCN|6.11|72.8|4120|33.3|0.6|1965
GNQ|Equatorial Guinea|SSF|1.13|57.6|19980|60.3|6.2|1985
ERI|Eritrea|SSF|4.8|63.7|590|78.7|0.7|1992
EST|Estonia|ECS|1.31|77.0|20260|32.5|1.3|1993
ETH|Ethiopia|SSF|96.96|64.0|570|80.9|1.2|1981
FJI|Fiji|EAS|0.89|70.0|5420|46.7|0.1|1960
FIN|Finland|ECS|5.46|81.2|49950|16.0||1960
FRA|France|ECS|66.33|82.4|42960|20.7|0.4|1960
GAB|Gabon|SSF|1.69|64.4|9160|13.4|3.9|1960
GMB|Gambia, The|SSF|1.92|60.2|450|41.6|1.8|1966
GEO|Georgia|ECS|3.73|74.7|4440|46.4|0.3|1990
DEU|Germany|ECS|80.98|80.8|47900|24.9|0.1|1970
GHA|Ghana|SSF|26.79|61.3|1440|46.6|1.6|1960
GRC|Greece|ECS|10.89|81.4|21620|22.3|0.2|1960
GRD|Grenada|LCN|0.11|73.4|8470|64.4||1977
GTM|Guatemala|LCN|16.02|71.7|3670|48.9|0.6|1960
GIN|Guinea|SSF|12.28|58.7|540|63.5|1.6|1986
GNB|Guinea-Bissau|SSF|1.77|55.0|570|51.1|3.3|1970
GUY|Guyana|LCN|0.76|66.3|4130|71.6|1.6|1960
HTI|Haiti|LCN|10.57|62.8|820|42.9|2.0|1991
HND|Honduras|LCN|7.96|73.1|2280|45.7|0.4|1960
HUN|Hungary|ECS|9.87|75.9|14120|29.3||1991
ISL|Iceland|ECS|0.33|82.9|52040|5.9||1960
IND|India|SAS|1295.3|67.7|1570|67.6|0.3|1960
IDN|Indonesia|EAS|254.5|68.9|3490|46.7|0.5|1967
IRN|Iran, Islamic Rep.|MEA|78.14|75.4|5440|26.9|0.1|1960
IRQ|Iraq|MEA|35.27|69.4|6420|30.6||1968
IRL|Ireland|ECS|4.61|81.2|55530|37.3|0.2|1970
ISR|Israel|MEA|8.22|82.2|37590|7.9|0.2|1960
ITA|Italy|ECS|60.79|82.7|35350|31.2|0.3|1960
JAM|Jamaica|LCN|2.72|75.7|5100|45.2|1.6|1966
JPN|Japan|EAS|127.1|83.6|36330|7.0||1960
JOR|Jordan|MEA|7.42|74.0|5420|16.7||1965
KAZ|Kazakhstan|ECS|17.29|71.6|12810|46.8|0.2|1990
KEN|Kenya|SSF|44.86|61.6|1340|74.8|5.3|1960
KIR|Kiribati|EAS|0.11|65.9|1590|56.0||1970
KOR|Korea, Rep.|EAS|50.42|82.2|27970|17.6|0.1|1960
KWT|Kuwait|MEA|3.75|74.5|43590|1.7||1965
KGZ|Kyrgyz Republic|ECS|5.84|70.4|1280|64.3|0.2|1990
LAO|Lao PDR|EAS|6.69|65.7|1790|62.4|0.3|1984
LVA|Latvia|ECS|1.99|74.1|15720|32.9|0.6|1995
LBN|Lebanon|MEA|5.61|79.2|8140|12.2|0.1|1965
LSO|Lesotho|SSF|2.11|49.8|1180|73.1|23.4|1960
LBR|Liberia|SSF|4.4|60.9|460|50.5|1.1|1960
LBY|Libya|MEA|6.26|71.8|6570|21.6||1990
LTU|Lithuania|ECS|2.93|73.5|16550|33.5||1995
LUX|Luxembourg|ECS|0.56|82.2|116560|10.3|0.3|1960
MKD|Macedonia, FYR|ECS|2.08|75.3|5480|42.9||1990
MDG|Madagascar|SSF|23.57|65.1|450|65.8|0.3|1960
MWI|Malawi|SSF|16.7|62.7|360|83.9|10.0|1960
MYS|Malaysia|EAS|30.19|74.7|11180|25.7|0.4|1960
MDV|Maldives|SAS|0.4|77.0|8190|55.0|0.1|1980
MLI|Mali|SSF|17.09|57.8|830|60.6|1.4|1967
MLT|Malta|MEA|0.43|81.7|25090|4.8||1970
MRT|Mauritania|SSF|3.97|63.0|1370|41.1|0.7|1960
MUS|Mauritius|SSF|1.26|74.2|10150|60.3|0.9|1976
MEX|Mexico|LCN|125.4|76.7|10230|21.0|0.2|1960
FSM|Micronesia, Fed. Sts.|EAS|0.1|69.1|3090|77.6||1983
MDA|Moldova|ECS|3.56|71.5|2240|55.0|0.6|1995
MNG|Mongolia|EAS|2.91|68.8|4160|28.3|0.1|1981
MNE|Montenegro|ECS|0.62|76.2|7380|36.0||1997
MAR|Morocco|MEA|33.92|74.0|3190|39.8|0.1|1960
MOZ|Mozambique|SSF|27.22|55.0|620|68.2|10.6|1980
MMR|Myanmar|EAS|53.44|65.9|1280|66.4|0.7|1960
NAM|Namibia|SSF|2.4|64.7|5600|54.4|16.0|1980
NPL|Nepal|SAS|28.17|69.6|700|81.8|0.2|1960
NLD|Netherlands|ECS|16.87|81.5|52170|10.5|0.2|1960
NZL|New Zealand|EAS|4.51|81.4|44380|13.7|0.1|1960
NIC|Nicaragua|LCN|6.01|74.8|1960|41.5|0.2|1960
NER|Niger|SSF|19.11|61.5|430|81.5|0.5|1960
NGA|Nigeria|SSF|177.5|52.8|3220|53.0|3.2|1960
NOR|Norway|ECS|5.14|81.8|97300|20.3|0.2|1960
OMN|Oman|MEA|4.24|76.8|19310|22.8||1965
PAK|Pakistan|SAS|185.0|66.2|1320|61.4|0.1|1960
PAN|Panama|LCN|3.87|77.6|11950|33.6|0.6|1960
PNG|Papua New Guinea|EAS|7.46|62.6|2270|87.0|0.8|1960
PRY|Paraguay|LCN|6.55|72.9|4710|40.4|0.4|1960
PER|Peru|LCN|30.97|74.5|6540|21.6|0.3|1960
PHL|Philippines|EAS|99.14|68.3|2870|55.6|0.1|1960
POL|Poland|ECS|38.01|77.3|14340|39.3|0.1|1990
PRT|Portugal|ECS|10.4|80.7|22130|37.4|0.6|1960
QAT|Qatar|MEA|2.17|78.2|96730|0.8||1970
ROU|Romania|ECS|19.91|74.9|10040|45.7|0.1|1987
RUS|Russian Federation|ECS|143.8|70.4|14100|26.1|1.0|1989
RWA|Rwanda|SSF|11.34|64.0|700|72.2|2.8|1960
WSM|Samoa|EAS|0.19|73.5|4200|80.7||1982
STP|Sao Tome and Principe|SSF|0.19|66.3|1810|35.3|0.8|2001
SAU|Saudi Arabia|MEA|30.89|74.3|24160|17.0||1968
SEN|Senegal|SSF|14.67|66.1|1070|56.6|0.5|1960
SRB|Serbia|ECS|7.13|75.3|6200|44.5|0.1|1995
SYC|Seychelles|SSF|0.09|73.2|15570|46.0||1960
SLE|Sierra Leone|SSF|6.32|50.9|780|60.6|1.4|1964
SGP|Singapore|EAS|5.47|82.6|56010|0.0|0.1|1960
SVK|Slovak Republic|ECS|5.42|76.8|18500|46.2||1990
SVN|Slovenia|ECS|2.06|80.8|24250|50.1||1990
SLB|Solomon Islands|EAS|0.57|67.7|2020|78.0||1970
SOM|Somalia|SSF|10.52|55.0|450|60.8|0.5|1990
ZAF|South Africa|SSF|54.0|57.2|6480|35.7|18.9|1960
SSD|South Sudan|SSF|11.91|55.7|1110|81.4|2.7|2008
ESP|Spain|ECS|46.48|83.2|29720|20.6|0.4|1960
LKA|Sri Lanka|SAS|20.77|74.9|3820|81.7|0.1|1960
KNA|St. Kitts and Nevis|LCN|0.05|74.0|15460|68.0||1977
LCA|St. Lucia|LCN|0.18|75.0|7650|81.5||1980
VCT|St. Vincent and the Grenadines|LCN|0.11|72.9|6670|49.7||1977
SDN|Sudan|SSF|39.35|63.5|2100|66.2|0.3|1960
SUR|Suriname|LCN|0.54|71.2|9680|34.0|0.9|1975
SWZ|Swaziland|SSF|1.27|48.9|3480|78.8|27.7|1970
SWE|Sweden|ECS|9.7|82.0|59180|14.3|0.2|1960
CHE|Switzerland|ECS|8.19|83.2|85610|26.2|0.3|1970
SYR|Syrian Arab Republic|MEA|19.2|70.0|2060|42.9||1960
TJK|Tajikistan|ECS|8.3|69.6|1110|73.3|0.4|1990
TZA|Tanzania|SSF|51.82|64.6|960|69.4|5.0|1988
THA|Thailand|EAS|67.73|74.4|5970|51.6|1.1|1960
TLS|Timor-Leste|EAS|1.21|68.1|1160|67.5||2000
TGO|Togo|SSF|7.12|59.3|640|61.0|2.4|1960
TON|Tonga|EAS|0.11|72.8|4270|76.3||1975
TTO|Trinidad and Tobago|LCN|1.35|70.4|21320|91.6|1.2|1960
TUN|Tunisia|MEA|11.0|74.8|4420|33.4|0.1|1965
TUR|Turkey|ECS|75.93|75.2|12110|27.2||1960
TKM|Turkmenistan|ECS|5.31|65.6|7960|50.5||1987
UGA|Uganda|SSF|37.78|58.5|700|84.2|7.3|1982
UKR|Ukraine|ECS|45.36|71.2|3100|30.9|1.2|1989
ARE|United Arab Emirates|MEA|9.09|77.4|43960|14.7||1975
GBR|United Kingdom|ECS|64.51|81.1|46780|17.6|0.3|1960
USA|United States|NAC|318.9|78.8|54600|18.6|0.6|1960
URY|Uruguay|LCN|3.42|77.1|16740|4.9|0.6|1960
UZB|Uzbekistan|ECS|30.76|68.3|2040|63.6|0.2|1990
VUT|Vanuatu|EAS|0.26|71.9|3150|74.0||1979
VEN|Venezuela, RB|LCN|30.69|74.2|16530|11.1|0.5|1960
VNM|Vietnam|EAS|90.73|75.6|2050|67.0|0.5|1985
PSE|West Bank and Gaza|MEA|4.29|73.0|2960|24.9||1994
YEM|Yemen, Rep.|MEA|26.18|63.8|1470|65.8|0.1|1990
ZMB|Zambia|SSF|15.72|60.0|1720|59.4|12.4|1960
ZWE|Zimbabwe|SSF|15.25|57.5|1030|67.4|16.7|1960
`;

function parse(line: string): CountryFacts {
  const [code, name, region, population, lifeExpectancy, gdpPerCapita, ruralPercent, hiv, gdpSince] = line.split('|');
  return {
    code,
    name,
    region,
    population: Number(population) * 1e6,
    lifeExpectancy: Number(lifeExpectancy),
    gdpPerCapita: Number(gdpPerCapita),
    ruralPercent: Number(ruralPercent),
    hivPrevalence: hiv ? Number(hiv) : null,
    gdpSince: Number(gdpSince),
  };
}

/** Countries with their 2014 indicators, in alphabetical order. */
export const WORLD_COUNTRIES: readonly CountryFacts[] = COUNTRIES.trim().split('\n').map(parse);
