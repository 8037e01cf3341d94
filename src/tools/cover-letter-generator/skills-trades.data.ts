/**
 * Skill lexicon: construction and trades, manufacturing, driving and logistics, food service, hospitality,
 * landscaping and aviation (format: skills-tech.data.ts).
 */
export const TRADES_SKILLS = `
#skill
Commercial Electrical>commercial electrical work|commercial electrical|commercial projects|commercial experience|~commercial electrical systems|~commercial new construction|~commercial construction|~tenant finish outs|~tenant fit outs|~commercial jobs
Inspection and Testing|inspection and testing|periodic inspection|periodic inspections|EICR|EICRs|=2391|electrical installation condition reports|testing and inspection
Fault Finding|fault finding|fault-finding|find faults|diagnose electrical faults|~fault finding|~traced faults
Electrical Installation>electrical installation|install and troubleshoot|conduit|electrical panels|~panels|wiring|~electrical systems
Solar PV Installation>solar PV installation|solar pv|solar panels|solar panel|photovoltaic|~pv systems
EV Charger Installation>EV charger installation|ev charger installs|ev charger installation|ev chargers|ev charging points
Blueprint Reading|blueprint reading|read blueprints|reading blueprints|blueprints|construction drawings|shop drawings|isometric drawings|isometrics|weld symbols
NEC|=NEC|national electrical code|nec knowledge
Crew Leadership|lead crews|crew leadership|crew leader|lead a crew|foreman|~crew|~led a 4-person crew|~5-person
Fire Alarm Systems|fire alarm|fire alarm systems|low voltage
HVAC|hvac|heating and air|heating and cooling|air conditioners|~furnaces|~ac units
Heat Pumps|heat pumps|heat pump
Furnace Repair|furnaces|furnace
Boilers|boilers|boiler
Residential Service|residential service|residential|service calls|homeowners|~residential|~calls a day
Plumbing|plumbing|plumber|rough-in|trim-out|water heater|drain cleaning
Construction Management|construction management|commercial construction|run the site|superintendent|~superintendent|~commercial projects
Subcontractor Management|subcontractors|subcontractor management|manage subcontractors|~subcontractors
Site Safety|site safety|enforce safety|jobsite safety|safety first|keep jobs safe|keep the floor safe|~lost-time incidents|~recordable injuries|~safety procedures
Owner Meetings|owner meetings|client meetings|~owner
Healthcare Construction>healthcare construction projects|healthcare projects|healthcare project experience|~medical office building|~clinic project
Landscaping|landscaping|landscape|lawn care|mowing|~landscape foreman
Irrigation|irrigation|irrigation systems
Heavy Equipment|heavy equipment|equipment operation|operate mowers and equipment|skid steer|excavator|~mini excavator|~zero-turn
CNC Machining|cnc machining|cnc|5-axis|3-axis|mills|milling|~mazak|~haas
CNC Programming|cnc programming|program and run|~program in mastercam
Tight Tolerances|tight tolerances|tolerances|~+/-0.0005
Quality Inspection|inspect parts|quality inspection|part inspection|first article inspection
Setup Reduction|setups|setup time|improve setups|~setup time
Aerospace Manufacturing|aerospace|~aerospace parts
Safe Driving|clean driving record|safe driving|accident-free|~accident-free miles|~clean mvr
DOT Compliance|dot|dot compliance|dot log|eld|hours of service|~pre-trip inspections
Regional Driving|regional driving|regional driver|regional drivers|regional routes|=OTR|over the road|~regional driver|~regional dry van|~regional lanes|~regional runs|~regional hauls
Logistics|logistics|3pl|~logistics coordinator|~shipments|~carriers|~freight
Supply Chain|supply chain|procurement|~inventory management|~freight contracts|~warehouse operations|~logistics
Freight Scheduling|plan and optimize|shipments|scheduling shipments|load planning|truckload|~shipments a week
Carrier Negotiation|negotiate with carriers|carrier negotiation|carrier rates|~ltl rates|~carriers
LTL|ltl|less than truckload
TMS|tms|transportation management system|~mercurygate
Inventory Management|inventory management|stock control|stock management|manage stock|managing stock|stock control and ordering|inventory accuracy|manage inventory|inventory|inventory and ordering|~inventory|~cycle-count
Receiving and Shipping|receiving and shipping|shipping and receiving|picking and shipping|~inbound and outbound
Warehouse Operations|warehouse|warehouse operations|warehouse leadership|~warehouse operations|~warehouse|~order picker|~order picking|~picked and packed|~pick and pack|~fulfillment center|~distribution center|~unloaded trucks
WMS|wms|warehouse management system|manhattan|sap ewm
RF Scanning>RF scanners|rf scanners|rf scanner|rf scanning|rf guns|handheld scanners|barcode scanners|barcode scanning
Freight Contracts>freight contracts|freight contracts|freight rates|~freight contracts|~freight spend
Live-Fire Cooking>live-fire cooking|live fire cooking|wood fired grilling|wood fired cooking|wood fired oven|charcoal grilling|open fire cooking
Food Preparation|food preparation|food prep|prep vegetables|prep cook|~prep|~line cook
Forklift Operation>forklift operation|forklift operation|forklift truck|counterbalance|counterbalance forklift|reach truck|reach trucks|=FLT
Food Safety|food safety|food safety rules|food hygiene|food hygiene rating|allergen awareness|health inspections|~health inspections|~servsafe
Kitchen Management|kitchen operations|kitchen management|run the line|lead kitchen operations|lead the kitchen team|kitchen team|run the pass|brigade|~run the line|~sous chef
Food Cost Control|food cost|food costs|food and labor costs|cost control|labor costs|menu costing|~food cost|~menu costing|~gross profit|~=GP
Menu Development|seasonal specials|menu development|develop seasonal|seasonal menus|design menus|seasonal cocktails|~menu|~cocktail menu
Barista>barista work|barista|baristas|specialty coffee|espresso|latte art|~blue bottle
Opening and Closing>opening and closing shifts|open and close the store|open and close the shop|open and close the cafe|open and close the café|open and close the bar|open and close the restaurant|open and close the site|open and close the branch|open and close the venue|open and close the pub|open and close the kitchen|open and close the premises|open and close the building|open and close the centre|open and close the center|opening and closing|~open/close|~open close|~closing cash-out
Bartending|bartending|bartender|craft cocktails|~cocktails
Front Desk Operations|front desk|front office|front office supervision|~front desk supervisor|~front desk agent|~reception|~receptionist|~receptionists
Hospitality|hospitality|hotel|~hotel|~hyatt|~marriott
Guest Escalations>handling guest escalations|escalations|guest complaints|handle escalations|~guest complaints|~vip arrivals
In-Flight Safety|safety duties|safety briefings|in-flight|respond to emergencies|~in-flight medical events
Guest Service|guest service|caring service|personal service|~cabin service

Welding|welding|welder|welders|~welds
TIG Welding|tig|tig welding|gtaw
MIG Welding|mig|mig welding|gmaw
Stick Welding|stick welding|stick processes|stick process|smaw|~and stick welding
Pipe Welding|pipe welding|pipe welder|pipe welders|weld pipe|~stainless piping|~6g pipe|~pipe certification
Orbital Welding|orbital welding|orbital welder
Pipe Fitting|pipe fitting|pipefitting|fit up pipe|fit-up|pipe fitter
Metal Fabrication|fabrication|metal fabrication|fabricate|~fabricated
Diesel Engine Repair|diesel engines|diesel engine repair|engine repair|repair engines|diesel technician|~diesel tech|~cummins|~paccar|~detroit diesel
Heavy Truck Repair|heavy truck|heavy trucks|heavy-duty trucks|tractors|~medium/heavy truck|~freightliner|~peterbilt|~kenworth|~mack
Preventive Maintenance|preventive maintenance|pm services|pm inspections|preventative maintenance
Brake Systems|brakes|brake systems|brake repair|air brakes
Aftertreatment Systems|aftertreatment|aftertreatment systems|dpf|def systems
DOT Annual Inspections|dot annual inspections|annual inspections|dot inspections|~dot inspections
#tool
Procore|procore
MS Project|ms project|microsoft project
Opera PMS|opera pms|opera cloud|=Opera

#cert
6G Certification|6g|6g certification|6g certified|~6g pipe
AWS D1.1|aws d1.1|d1.1|aws certified|aws certification
ASE Certification>ASE certification|=ASE|ase certifications|ase certified|ase master|~ase master
Alcohol Service Certification>an alcohol service certification|tips certified|=TIPS|servsafe alcohol
Electrical License>a journeyman electrician license|journeyman or master electrician license|master electrician license|electrician license|~journeyman electrician
OSHA 30|osha 30|osha-30
OSHA 10|osha 10|osha-10
EPA 608|epa 608|epa 608 universal|section 608
CDL Class A>a Class A CDL|class a cdl|cdl-a|cdl a|cdl class a
Hazmat Endorsement>a hazmat endorsement|hazmat endorsement|hazmat|~tanker
DOT Medical Card>a DOT medical card|dot medical card|medical card
Forklift Licence>a forklift certification|certified forklift|forklift licence|forklift license|forklift ticket|forklift certification|forklift certified|flt licence
Pesticide License>a pesticide applicator license|pesticide license|pesticide applicator
ServSafe|servsafe|servsafe manager|food protection manager
Food Handler Card>a food handler card|food handler card|food handlers card|food handler
Driver's License>a valid driver's license|driver's license|drivers license|driving licence|clean licence|clean license|clean driving licence|class c license|class c licence|class b license|full uk driving licence|full driving licence
`;
