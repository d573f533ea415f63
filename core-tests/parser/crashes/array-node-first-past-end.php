 @<?php
#[A([