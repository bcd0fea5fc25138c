/** The lottery vendor's page in the game frame: the `lottery` entry. */
import './lottery/lottery.css';
import './lottery/lottery';
