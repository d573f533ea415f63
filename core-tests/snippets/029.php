<?php yield/*
*/from$x