/** The live tables' pages (a table, a bet's replay, a round's verification): the `tables` entry. */
import './house/house.css';
import './tables/tables.css';
import './tables/tables';
